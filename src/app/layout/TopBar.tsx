import { ActionIcon, Button, Group, Kbd, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconBrandX, IconHeart, IconHome, IconMenu2, IconMoon, IconSearch, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { commandsById, isMacPlatform } from '../../modules/commands/commands';
import { usePaletteStore } from '../../modules/command-palette/palette-store';
import { config } from '../../modules/config/config';
import { useLayoutStore } from '../../modules/layout/layout-store';
import { tracker } from '../../modules/tracker/app-tracker';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { LanguageSelect } from './LanguageSelect';

// Top-bar entries that are also commands take their icon (and label) from the command list.
const GithubIcon = commandsById.get('github')!.icon;
const AboutIcon = commandsById.get('about')!.icon;

function IconLink({ label, href, icon, external, align = 'center' }: { label: string; href: string; icon: React.ReactNode; external?: boolean; align?: 'start' | 'center' | 'end' }) {
  return (
    <Tooltip label={label} position="bottom" align={align}>
      {external ? (
        <ActionIcon component="a" href={href} target="_blank" rel="noopener noreferrer" variant="subtle" color="gray" size="lg" aria-label={label}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon component={Link} to={href} variant="subtle" color="gray" size="lg" aria-label={label}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

export function useToggleColorScheme(): () => void {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return () => setColorScheme(computed === 'dark' ? 'light' : 'dark');
}

export function TopBar({ isSmall }: { isSmall: boolean }) {
  const { t } = useTranslation();
  const toggleMenu = useLayoutStore((state) => state.toggleMenu);
  const collapsed = useLayoutStore((state) => state.menuCollapsed);
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const toggleColorScheme = useToggleColorScheme();
  const setPaletteOpen = usePaletteStore((state) => state.setPaletteOpen);
  const openPalette = () => setPaletteOpen(true);
  const supportLink = {
    href: config.links.donate,
    target: '_blank',
    rel: 'noopener noreferrer',
    onClick: () => tracker.trackEvent('Support button clicked'),
  };

  return (
    <Group component="header" justify="space-between" gap="xs" px="md" py="xs" wrap="nowrap">
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('nav.toggleMenu')} position="bottom" align="start">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.toggleMenu')} aria-expanded={!collapsed} aria-controls="sidebar" onClick={toggleMenu}>
            <IconMenu2 size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <IconLink align="start" label={t('nav.home')} href="/" icon={<IconHome size={20} aria-hidden />} />
        <Tooltip label={t('commands.palette.description')} position="bottom" align="start">
          {isSmall ? (
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.search')} aria-keyshortcuts="Control+K Meta+K /" onClick={openPalette}>
              <IconSearch size={20} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                <Kbd size="xs" aria-hidden>
                  {isMacPlatform() ? '⌘ K' : 'Ctrl K'}
                </Kbd>
              }
              aria-keyshortcuts="Control+K Meta+K /"
              onClick={openPalette}
              miw={200}
              justify="space-between"
            >
              {t('nav.search')}
            </Button>
          )}
        </Tooltip>
      </Group>
      <Group gap={4} wrap="nowrap">
        {!isSmall && <LanguageSelect />}
        {!isSmall && <IconLink external label={t('commands.github.name')} href={config.links.repository} icon={<GithubIcon size={20} aria-hidden />} />}
        {!isSmall && <IconLink external label={t('nav.social')} href={config.links.social} icon={<IconBrandX size={20} aria-hidden />} />}
        <IconLink label={t('commands.about.name')} href="/about" icon={<AboutIcon size={20} aria-hidden />} />
        <Tooltip label={t('nav.toggleTheme')} position="bottom" align="end">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.toggleTheme')} onClick={toggleColorScheme}>
            {computed === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('nav.support')} position="bottom" align="end">
          {isSmall ? (
            <ActionIcon component="a" {...supportLink} variant="light" size="lg" aria-label={t('nav.support')}>
              <IconHeart size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <Button component="a" {...supportLink} variant="light" size="sm" leftSection={<IconHeart size={18} aria-hidden />}>
              {t('nav.support')}
            </Button>
          )}
        </Tooltip>
      </Group>
    </Group>
  );
}
