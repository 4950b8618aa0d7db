import type en from '../../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: { shell: typeof en };
    returnNull: false;
  }
}
