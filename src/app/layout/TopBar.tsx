import { ActionIcon, Button, Group, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconBrandGithub, IconBrandX, IconHeart, IconHome, IconInfoCircle, IconMenu2, IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { config } from '../../modules/config/config';
import { useLayoutStore } from '../../modules/layout/layout-store';
import { tracker } from '../../modules/tracker/app-tracker';
import { Tooltip } from '../../ui/tooltip/Tooltip';
import { LanguageSelect } from './LanguageSelect';

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

  return (
    <Group component="header" justify="space-between" gap="xs" px="md" py="xs" wrap="nowrap">
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('nav.toggleMenu')} position="bottom" align="start">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.toggleMenu')} aria-expanded={!collapsed} aria-controls="sidebar" onClick={toggleMenu}>
            <IconMenu2 size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <IconLink align="start" label={t('nav.home')} href="/" icon={<IconHome size={20} aria-hidden />} />
      </Group>
      <Group gap={4} wrap="nowrap">
        {!isSmall && <LanguageSelect />}
        {!isSmall && <IconLink external label={t('nav.github')} href={config.links.repository} icon={<IconBrandGithub size={20} aria-hidden />} />}
        {!isSmall && <IconLink external label={t('nav.social')} href={config.links.social} icon={<IconBrandX size={20} aria-hidden />} />}
        <IconLink label={t('nav.about')} href="/about" icon={<IconInfoCircle size={20} aria-hidden />} />
        <Tooltip label={t('nav.toggleTheme')} position="bottom" align="end">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('nav.toggleTheme')} onClick={toggleColorScheme}>
            {computed === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('nav.support')} position="bottom" align="end">
          {isSmall ? (
            <ActionIcon
              component="a"
              href={config.links.donate}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="lg"
              aria-label={t('nav.support')}
              onClick={() => tracker.trackEvent('Support button clicked')}
            >
              <IconHeart size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              component="a"
              href={config.links.donate}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="sm"
              leftSection={<IconHeart size={18} aria-hidden />}
              onClick={() => tracker.trackEvent('Support button clicked')}
            >
              {t('nav.support')}
            </Button>
          )}
        </Tooltip>
      </Group>
    </Group>
  );
}
