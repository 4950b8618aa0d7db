/**
 * Smart paste's engine (issue 21), pure TypeScript without React: the sample and its statistics,
 * the declarative checks, scoring and ranking, and the dry runs' adjustment. The home page, the
 * palette, "Send to…" and the command line use it with the declarations of `detectors.ts` (every tool's `<tool>.detect.ts`).
 * Files are matched by what their first bytes say they are (`signatures.ts`).
 */
export * from './detect';
export * from './sample';
export * from './helpers';
export * from './toml-shape';
export * from './yaml-shape';
export * from './signatures';
export * from './unwrap';
