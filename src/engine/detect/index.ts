/**
 * Smart paste's engine (issue 21), pure TypeScript without React: the sample and its statistics,
 * the declarative checks, scoring and ranking, and the dry runs' adjustment. The home page, the
 * palette, "Send to…" and the command line use it with the declarations of `src/tools/detectors.ts`.
 */
export * from './detect';
export * from './sample';
export * from './helpers';
export * from './toml-shape';
export * from './yaml-shape';
