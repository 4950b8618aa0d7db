import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLayoutStore } from '../../modules/layout/layout-store';
import { CommandLayer } from './CommandLayer';
import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { usePageMeta } from './use-page-meta';
import classes from './ShellLayout.module.css';

export const SMALL_SCREEN_QUERY = '(max-width: 700px)';

export function ShellLayout({ children }: { children: ReactNode }) {
  const collapsed = useLayoutStore((state) => state.menuCollapsed);
  const setCollapsed = useLayoutStore((state) => state.setMenuCollapsed);
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY, window.matchMedia(SMALL_SCREEN_QUERY).matches, { getInitialValueInEffect: false });
  const location = useLocation();
  const wasSmall = useRef<boolean | undefined>(undefined);
  const { t } = useTranslation();
  usePageMeta();

  /** "Skip to content": focus moves into the main content (the page's heading when it has one). */
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById('main');
    if (!main) return;
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };

  /** Whether the menu was open when the screen became small: it opens again when the screen grows back. */
  const openBeforeSmall = useRef(false);
  // Collapse automatically when the screen becomes small (and on a small screen at start-up).
  useEffect(() => {
    if (isSmall && wasSmall.current !== true) {
      openBeforeSmall.current = wasSmall.current === false && !useLayoutStore.getState().menuCollapsed;
      setCollapsed(true);
    } else if (!isSmall && wasSmall.current === true && openBeforeSmall.current) {
      openBeforeSmall.current = false;
      setCollapsed(false);
    }
    wasSmall.current = isSmall;
  }, [isSmall, setCollapsed]);

  // On small screens the menu is an overlay: following a link closes it.
  useEffect(() => {
    if (wasSmall.current) setCollapsed(true);
  }, [location.pathname, setCollapsed]);

  return (
    <div className={classes.shell} data-collapsed={collapsed || undefined} data-small={isSmall || undefined}>
      {/* The first stop of the Tab key: past the sidebar's ~100 links straight to the content. */}
      <a href="#main" className={classes.skipLink} onClick={skipToContent}>
        {t('nav.skipToContent')}
      </a>
      <Sidebar className={classes.sidebar} hidden={collapsed} showLanguage={isSmall} />
      {isSmall && !collapsed && <Box className={classes.overlay} onClick={() => setCollapsed(true)} data-testid="menu-overlay" />}
      <div className={classes.content}>
        <TopBar isSmall={isSmall} />
        <main className={classes.main} id="main">
          {children}
        </main>
        <Footer />
      </div>
      <CommandLayer />
    </div>
  );
}
