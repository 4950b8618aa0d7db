import { Box, Collapse, Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconListDetails, IconTool } from '@tabler/icons-react';
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AppLink } from '../../ui/link/AppLink';
import { toolIntentProps } from '../../tools/tool-loader';
import { resolveFavorites, useFavoritesStore } from '../../modules/favorites/favorites-store';
import { useLayoutStore } from '../../modules/layout/layout-store';
import { groupByCategory } from '../../tools/registry';
import { tools, toolsById, type Tool } from '../../tools';
import { LanguageSelect } from './LanguageSelect';
import { useToolLabel } from '../../modules/i18n/use-tool-label';
import classes from './Sidebar.module.css';

const toolGroups = groupByCategory(tools);

/** Mantine's NavLink look (hover, and the active page by aria-current) without its component per link. */
const linkClass = `mantine-focus-auto ${NavLink.classes.root} ${UnstyledButton.classes.root} ${classes.link}`;

/**
 * One tool's link: plain elements with Mantine's classes, and memoised, so a navigation re-renders
 * the two links whose active state changed, not all 87.
 */
const SidebarLink = memo(function SidebarLink({ tool, label, active }: { tool: Tool; label: string; active: boolean }) {
  const Icon = tool.icon;
  return (
    <li>
      <AppLink to={tool.path} {...toolIntentProps(tool.id)} className={linkClass} aria-current={active ? 'page' : undefined}>
        <span className={NavLink.classes.section} data-position="left">
          <Icon size={18} aria-hidden />
        </span>
        <div className={NavLink.classes.body}>
          <span className={NavLink.classes.label}>{label}</span>
        </div>
      </AppLink>
    </li>
  );
});

/**
 * One category of the sidebar. Memoised, and told the current path only when one of its tools is
 * at it: a navigation re-renders the group it leaves and the group it enters, not all ten.
 */
const ToolGroup = memo(function ToolGroup({ id, label, groupTools, activePath }: { id: string; label: string; groupTools: Tool[]; activePath: string | undefined }) {
  const collapsed = useLayoutStore((state) => Boolean(state.collapsedCategories[id]));
  const toggle = useLayoutStore((state) => state.toggleCategory);
  const { toolName } = useToolLabel();
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
            <SidebarLink key={tool.id} tool={tool} label={toolName(tool.id)} active={activePath === tool.path} />
          ))}
        </ul>
      </Collapse>
    </Box>
  );
});

/**
 * Links in the first render, about a screenful. The whole list is some 90 links and 1,000 elements,
 * most of the shell's first render: on a cold load, the rest renders once the page is idle (after
 * the tool's screen), as a transition.
 */
const FIRST_RENDER_LINKS = 24;

function useWholeList(): boolean {
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setWhole(true));
    if (typeof requestIdleCallback !== 'function') return show();
    const id = requestIdleCallback(show, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }, []);
  return whole;
}

/** The categories and their links, up to `count` links in all. */
function firstLinks(count: number): typeof toolGroups {
  const shown: typeof toolGroups = [];
  let left = count;
  for (const group of toolGroups) {
    if (left <= 0) break;
    const groupTools = group.tools.slice(0, left);
    shown.push({ ...group, tools: groupTools });
    left -= groupTools.length;
  }
  return shown;
}

/** The path if one of `groupTools` is at it. */
function activeIn(groupTools: Tool[], pathname: string): string | undefined {
  return groupTools.some((tool) => tool.path === pathname) ? pathname : undefined;
}

export function Sidebar({ className, hidden, showLanguage }: { className?: string; hidden: boolean; showLanguage: boolean }) {
  const { t } = useTranslation();
  const favoriteIds = useFavoritesStore((state) => state.ids);
  const favorites = useMemo(() => resolveFavorites(favoriteIds, toolsById), [favoriteIds]);
  const { pathname } = useLocation();
  const whole = useWholeList();
  const shownGroups = useMemo(() => (whole ? toolGroups : firstLinks(FIRST_RENDER_LINKS - favorites.length)), [whole, favorites.length]);

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
          <ul className={classes.list}>
            <li>
              <AppLink to="/recipe" className={linkClass} aria-current={pathname.endsWith('/recipe') ? 'page' : undefined}>
                <span className={NavLink.classes.section} data-position="left">
                  <IconListDetails size={18} aria-hidden />
                </span>
                <div className={NavLink.classes.body}>
                  <span className={NavLink.classes.label}>{t('nav.recipe')}</span>
                </div>
              </AppLink>
            </li>
          </ul>
          {favorites.length > 0 && <ToolGroup id="favorites" label={t('favorites.group')} groupTools={favorites} activePath={activeIn(favorites, pathname)} />}
          {shownGroups.map((group) => (
            <ToolGroup
              key={group.category}
              id={group.category}
              label={t(`categories.${group.category}`)}
              groupTools={group.tools}
              activePath={activeIn(group.tools, pathname)}
            />
          ))}
        </nav>
      </Stack>
    </aside>
  );
}
