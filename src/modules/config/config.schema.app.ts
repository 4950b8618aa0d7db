import type { ConfigSchema } from './config-schema';

/** The application's configuration, read from the build-time environment (see 00-shell.md). */
export const appConfigSchema = {
  app: {
    version: { doc: 'Application version, from package.json at build time', format: 'string', env: 'PACKAGE_VERSION', default: '0.0.0' },
    lastCommitSha: { doc: 'Commit the build was made from', format: 'string', env: 'VITE_COMMIT_SHA', default: '' },
    baseUrl: { doc: 'Base URL the app is served under', format: 'string', env: 'BASE_URL', default: '/' },
    env: {
      doc: 'Application environment',
      format: 'enum',
      values: ['production', 'development', 'preview', 'test'],
      env: 'VITE_APP_ENV',
      default: 'development',
    },
  },
  tracker: {
    enabled: { doc: 'Send Plausible-compatible analytics events', format: 'boolean', env: 'VITE_TRACKER_ENABLED', default: false },
    domain: { doc: 'Plausible site domain', format: 'string', env: 'VITE_PLAUSIBLE_DOMAIN', default: '' },
    apiHost: { doc: 'Plausible API host', format: 'string', env: 'VITE_PLAUSIBLE_API_HOST', default: '' },
    trackLocalhost: { doc: 'Also track on localhost', format: 'boolean', env: 'VITE_TRACK_LOCALHOST', default: false },
  },
  showBanner: { doc: 'Show the home page banner', format: 'boolean', env: 'VITE_SHOW_BANNER', default: false },
  links: {
    repository: { doc: 'Source repository', format: 'string', env: 'VITE_REPOSITORY_URL', default: 'https://github.com/it-tools-react/it-tools' },
    issues: { doc: 'Issue tracker', format: 'string', env: 'VITE_ISSUES_URL', default: 'https://github.com/it-tools-react/it-tools/issues' },
    social: { doc: 'Social account', format: 'string', env: 'VITE_SOCIAL_URL', default: 'https://x.com/ittoolsapp' },
    donate: { doc: 'Donation page', format: 'string', env: 'VITE_DONATE_URL', default: 'https://github.com/sponsors/it-tools-react' },
  },
} satisfies ConfigSchema;
