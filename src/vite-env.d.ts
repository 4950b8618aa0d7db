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
  /** Language → a chunk with every tool's name and description in that language (English excluded). */
  export const languageLoaders: Record<string, () => Promise<{ default: Record<string, { name: string; description: string }> }>>;
}

declare module 'virtual:tool-locales/*' {
  import type { ComponentType } from 'react';
  /** A tool's screen (see scripts/vite-plugin-tool-names.ts). */
  export const screen: () => Promise<{ default: ComponentType }>;
}

declare module 'virtual:tool-locales' {
  /** Tool folder → its languages, and a loader of its chunk of per-language string loaders. */
  const locales: Record<string, [string[], () => Promise<{ default: Record<string, (() => Promise<unknown>) | undefined> }>]>;
  export default locales;
}

declare module 'virtual:operation-strings/*' {
  /** Tool folder → the `operations` block of its locale file in one language (scripts/vite-plugin-tool-names.ts). */
  const strings: Record<string, Record<string, { name: string; options?: Record<string, string>; choices?: Record<string, Record<string, string>> }>>;
  export default strings;
}

declare module 'virtual:detect-strings/*' {
  /** Tool folder → the `detect` block of its locale file in one language: smart paste's reasons (scripts/vite-plugin-tool-names.ts). */
  const strings: Record<string, Record<string, string>>;
  export default strings;
}
