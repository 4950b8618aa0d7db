/// <reference types="vite/client" />

declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_COMMIT_SHA?: string;
  readonly VITE_APP_ENV?: string;
  readonly VITE_TRACKER_ENABLED?: string;
  readonly VITE_PLAUSIBLE_DOMAIN?: string;
  readonly VITE_PLAUSIBLE_API_HOST?: string;
  readonly VITE_TRACK_LOCALHOST?: string;
  readonly VITE_SHOW_BANNER?: string;
}

declare module 'virtual:tool-names' {
  /** Tool folder → its English name and description (scripts/vite-plugin-tool-names.ts). */
  const names: Record<string, { name: string; description: string }>;
  export default names;
}
