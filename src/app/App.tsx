import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router';
import { ToastHost } from '../ui/toast/ToastHost';
import { ShellLayout } from './layout/ShellLayout';
import { AppRoutes, basename } from './router';
import { colorSchemeManager, theme } from './theme';

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" colorSchemeManager={colorSchemeManager}>
      <BrowserRouter basename={basename}>
        <ShellLayout>
          <AppRoutes />
        </ShellLayout>
      </BrowserRouter>
      <ToastHost />
    </MantineProvider>
  );
}
