import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { theme } from '../app/theme';

let ready: Promise<unknown> | undefined;

/** Initialises i18next with the English shell strings once per test file. */
export function initTestI18n(): Promise<unknown> {
  ready ??= i18next.use(initReactI18next).init({
    resources: { en: { shell: en } },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'shell',
    ns: ['shell'],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return ready;
}

/** Renders a component inside the providers the app uses (Mantine, notifications, i18n). */
export async function renderWithProviders(ui: ReactElement): Promise<RenderResult> {
  await initTestI18n();
  return render(
    <I18nextProvider i18n={i18next}>
      <MantineProvider theme={theme}>
        <Notifications />
        {ui}
      </MantineProvider>
    </I18nextProvider>,
  );
}
