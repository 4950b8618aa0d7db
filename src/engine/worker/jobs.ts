/**
 * Job functions: work that is not an operation run but still belongs off the page (a large script
 * planned and formatted piece by piece, a file streamed through hashers, a QR code drawn). A module
 * `src/tools/<id>/<id>.jobs.ts` (or `src/modules/<name>/<name>.jobs.ts`) exports plain functions, each
 * of one structured-clonable input, optionally with a `JobContext`; the operation workers load the
 * module on its first call (job-registry.ts) and the page calls its functions by name through the
 * pool (`toolJobs` in operation-pool.ts). A module-level value of a job module lives as long as its
 * worker: calls that need the same one (a text handed over in pieces, then planned) hold one worker
 * (`ToolJobs.hold`).
 */

/** What a job function receives besides its input. */
export interface JobContext {
  /** Reports how far the job is: `done` of `total` units (bytes, characters…). */
  progress?: (done: number, total: number) => void;
}

/** The input of job function `F` (its first parameter). */
export type JobInput<F> = F extends (input: infer A, ...rest: never[]) => unknown ? A : never;

/** What job function `F` resolves to. */
export type JobOutput<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;

/** The names of a job module's functions. */
export type JobName<J> = { [K in keyof J]: J[K] extends (...args: never[]) => unknown ? K : never }[keyof J] & string;

/** Calls job function `name` of module `J` with `input` (on the worker a `hold` task holds). */
export type JobCall<J> = <K extends JobName<J>>(name: K, input: JobInput<J[K]>) => Promise<JobOutput<J[K]>>;
