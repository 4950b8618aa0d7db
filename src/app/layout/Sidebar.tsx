import { Box, Collapse, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconTool } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { toolIntentProps } from '../../tools/tool-loader';
import { resolveFavorites, useFavoritesStore } from '../../modules/favorites/favorites-store';
import { useLayoutStore } from '../../modules/layout/layout-store';
import { groupByCategory } from '../../tools/registry';
import { tools, toolsById, type Tool } from '../../tools';
import { LanguageSelect } from './LanguageSelect';
import { useToolLabel } from '../../modules/i18n/use-tool-label';
import classes from './Sidebar.module.css';

const toolGroups = groupByCategory(tools);

/**
 * One tool's link. Memoised: a navigation re-renders the groups (they follow the location) but
 * only the two links whose active state changed, not all 87.
 */
const SidebarLink = memo(function SidebarLink({ tool, label, active }: { tool: Tool; label: string; active: boolean }) {
  const Icon = tool.icon;
  return (
    <li>
      <NavLink
        component={Link}
        to={tool.path}
        {...toolIntentProps(tool.id)}
        label={label}
        leftSection={<Icon size={18} aria-hidden />}
        active={active}
        aria-current={active ? 'page' : undefined}
        className={classes.link}
      />
    </li>
  );
});

function ToolGroup({ id, label, groupTools }: { id: string; label: string; groupTools: Tool[] }) {
  const collapsed = useLayoutStore((state) => Boolean(state.collapsedCategories[id]));
  const toggle = useLayoutStore((state) => state.toggleCategory);
  const { toolName } = useToolLabel();
  const location = useLocation();
  const listId = `sidebar-group-${id}`;
  return (
    <Box>
      <UnstyledButton className={classes.groupHeader} onClick={() => toggle(id)} aria-expanded={!collapsed} aria-controls={listId}>
        <Group gap={6} wrap="nowrap">
          {collapsed ? <IconChevronRight size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" component="span">
            {label}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={!collapsed}>
        <ul id={listId} className={classes.list}>
          {groupTools.map((tool) => (
            <SidebarLink key={tool.id} tool={tool} label={toolName(tool.id)} active={location.pathname === tool.path} />
          ))}
        </ul>
      </Collapse>
    </Box>
  );
}

export function Sidebar({ className, hidden, showLanguage }: { className?: string; hidden: boolean; showLanguage: boolean }) {
  const { t } = useTranslation();
  const favoriteIds = useFavoritesStore((state) => state.ids);
  const favorites = resolveFavorites(favoriteIds, toolsById);

  return (
    <aside className={className} id="sidebar" aria-hidden={hidden || undefined} inert={hidden || undefined}>
      <Stack gap={0}>
        <Link to="/" className={classes.hero}>
          <IconTool size={28} aria-hidden />
          <div>
            <Text fw={800} size="lg" component="div">
              {t('app.name')}
            </Text>
            <Text size="xs" component="div">
              {t('app.tagline')}
            </Text>
          </div>
        </Link>
        {showLanguage && (
          <Box px="md" pt="sm">
            <LanguageSelect width="100%" />
          </Box>
        )}
        <nav aria-label={t('nav.mainNavigation')} className={classes.nav}>
          {favorites.length > 0 && <ToolGroup id="favorites" label={t('favorites.group')} groupTools={favorites} />}
          {toolGroups.map((group) => (
            <ToolGroup key={group.category} id={group.category} label={t(`categories.${group.category}`)} groupTools={group.tools} />
          ))}
        </nav>
      </Stack>
    </aside>
  );
}
