import { MantineProvider } from '@mantine/core';
import { ToastHost } from '../ui/toast/ToastHost';
import { ShellLayout } from './layout/ShellLayout';
import { AppRouter } from './AppRouter';
import { AppRoutes, basename, isPageReady } from './router';
import { colorSchemeManager, theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <AppRouter basename={basename} isReady={isPageReady}>
        <ShellLayout>
          <AppRoutes />
        </ShellLayout>
      </AppRouter>
      <ToastHost />
    </MantineProvider>
  );
}
