import { resolveConfig } from './config-schema';
import { appConfigSchema } from './config.schema.app';

/** Validated configuration; a bad value throws at start-up (and already failed the build). */
export const config = resolveConfig(appConfigSchema, {
  ...import.meta.env,
  PACKAGE_VERSION: __APP_VERSION__,
  BASE_URL: import.meta.env.BASE_URL,
});

export type AppConfig = typeof config;
