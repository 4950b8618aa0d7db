/**
 * The error every tool service throws for bad input: `messageKey` is a key of the tool's locale
 * file, `params` fill its placeholders, `detail` carries untranslated technical context (a parser
 * position, for instance) shown on a second line.
 */
export class ToolInputError extends Error {
  readonly messageKey: string;
  readonly params: Record<string, string | number> | undefined;
  readonly detail: string | undefined;

  constructor(messageKey: string, options: { params?: Record<string, string | number>; detail?: string } = {}) {
    super(options.detail ? `${messageKey}: ${options.detail}` : messageKey);
    this.name = 'ToolInputError';
    this.messageKey = messageKey;
    this.params = options.params;
    this.detail = options.detail;
  }
}

export function isToolInputError(error: unknown): error is ToolInputError {
  return error instanceof Error && error.name === 'ToolInputError' && 'messageKey' in error;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** True for the errors a browser raises when a lazily loaded chunk is gone (new deploy) or offline. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Thrown by an operation that needs what only a browser has (WebCodecs to re-encode video, a
 * camera) when it runs without it, e.g. in Node: the command line says the message in one line and
 * exits with 4. `message` is English and names what is missing and the page to use.
 */
export class NeedsBrowserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NeedsBrowserError';
  }
}

export function isNeedsBrowserError(error: unknown): boolean {
  return error instanceof Error && error.name === 'NeedsBrowserError';
}
