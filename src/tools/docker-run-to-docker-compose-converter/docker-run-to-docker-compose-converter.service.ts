import { ToolInputError } from '../../lib/errors';

/**
 * docker run → Compose: composerize does the conversion (it is large, so the page loads it on
 * demand and passes it in); this service maps its failures to the page's messages and reads the
 * options it could not convert from the comment lines it writes at the top of its output.
 */

export type ComposeFormat = 'latest' | 'v3x' | 'v2x';
export const COMPOSE_FORMATS: readonly ComposeFormat[] = ['latest', 'v3x', 'v2x'];

/** composerize's signature: (input, existing compose file, format, indent) → YAML text. */
export type Composerize = (input: string, existingComposeFile: string | null, composeVersion: ComposeFormat, indent: number) => string;

export const DEFAULT_COMMAND = 'docker run -p 80:80 -v /var/run/docker.sock:/tmp/docker.sock:ro --restart always --log-opt max-size=1g nginx';

/** The service name composerize uses when it finds no image. */
const INVALID_SERVICE = '!!!invalid!!!';

export interface IgnoredOption {
  service: string;
  option: string;
}

/**
 * The leading comment block of composerize's output: `# ignored options for '<service>'` followed
 * by `# <option>` lines, one block per service (blank lines between blocks).
 */
export function parseIgnoredOptions(output: string): IgnoredOption[] {
  const ignored: IgnoredOption[] = [];
  let service: string | undefined;
  for (const line of output.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (!trimmed.startsWith('#')) break;
    const header = /^#\s*ignored options for '(.*)'\s*$/.exec(trimmed);
    if (header) {
      service = header[1] as string;
      continue;
    }
    const option = trimmed.replace(/^#\s*/, '');
    if (service !== undefined && option !== '') ignored.push({ service, option });
  }
  return ignored;
}

/**
 * Converts one or more docker run commands (one per line, `\` continuations allowed). Blank input
 * gives ''. Throws ToolInputError('notDockerRun') when composerize rejects the input and
 * ToolInputError('noImage') when a service has no image.
 */
export function convertDockerRun(composerize: Composerize, input: string, format: ComposeFormat): string {
  const command = input.trim();
  if (command === '') return '';
  let output: string;
  try {
    output = composerize(command, null, format, 2);
  } catch (error) {
    throw new ToolInputError('notDockerRun', { detail: error instanceof Error ? error.message : String(error) });
  }
  if (output.includes(INVALID_SERVICE)) throw new ToolInputError('noImage');
  return output;
}

/** Loads composerize (about 1.9 MB of JavaScript): only this page, only when it opens. */
export async function loadComposerize(): Promise<Composerize> {
  const module = await import('composerize');
  return module.default;
}
