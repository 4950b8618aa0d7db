import { ToolInputError } from '../../lib/errors';
import type { Warning } from './docker-compose-converter.compose';
import { composeToDockerRun, type DockerRunOptions } from './docker-compose-converter.docker-run';
import { composeToKubernetes, type KubernetesOptions } from './docker-compose-converter.kubernetes';

/**
 * Compose → docker run commands, and Compose or docker run → Kubernetes manifests. `docker run`
 * commands are read by composerize (the library the docker run → Compose tool uses, loaded only
 * for them), then converted like a Compose file.
 */

export type { Warning, DockerRunOptions, KubernetesOptions };
export { SERVICE_TYPES, NAMED_VOLUMES } from './docker-compose-converter.options';

export interface Conversion {
  output: string;
  warnings: Warning[];
}

export { DEFAULT_COMPOSE } from './docker-compose-converter.sample';

/** A docker run command (one per line, `\\` continuations allowed) rather than a Compose file. */
export function isDockerRun(text: string): boolean {
  return /^\s*(?:\$\s+)?(?:sudo\s+)?docker\s+(?:container\s+)?run\b/.test(text);
}

/** Compose → docker run. Blank input gives ''. */
export function convertToDockerRun(text: string, options: DockerRunOptions): Conversion {
  if (text.trim() === '') return { output: '', warnings: [] };
  if (isDockerRun(text)) throw new ToolInputError('alreadyDockerRun');
  const { script, warnings } = composeToDockerRun(text, options);
  return { output: script, warnings };
}

type Composerize = (input: string, existingComposeFile: string | null, composeVersion: 'latest' | 'v3x' | 'v2x', indent: number) => string;

/** The options composerize could not convert, from the comment lines it writes first. */
function ignoredByComposerize(output: string): Warning[] {
  const warnings: Warning[] = [];
  let service: string | undefined;
  for (const line of output.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (!trimmed.startsWith('#')) break;
    const header = /^#\s*ignored options for '(.*)'\s*$/.exec(trimmed);
    if (header) {
      service = header[1];
      continue;
    }
    const option = trimmed.replace(/^#\s*/, '');
    if (service !== undefined && option.startsWith('-')) warnings.push({ key: 'dockerRunIgnored', params: { service, option }, message: `${service}: ${option} is not converted` });
  }
  return warnings;
}

/** docker run commands → Compose text, with the options composerize left out. */
async function dockerRunToCompose(text: string): Promise<{ compose: string; warnings: Warning[] }> {
  const { default: composerize } = (await import('composerize')) as { default: Composerize };
  let output: string;
  try {
    output = composerize(text.trim().replace(/^\$\s+/, '').replace(/^sudo\s+/, ''), null, 'latest', 2);
  } catch (error) {
    throw new ToolInputError('notDockerRun', { detail: error instanceof Error ? error.message : String(error) });
  }
  if (output.includes('!!!invalid!!!')) throw new ToolInputError('noDockerImage');
  return { compose: output, warnings: ignoredByComposerize(output) };
}

/** Compose or docker run → Kubernetes manifests. Blank input gives ''. */
export async function convertToKubernetes(text: string, options: KubernetesOptions): Promise<Conversion> {
  if (text.trim() === '') return { output: '', warnings: [] };
  if (isDockerRun(text)) {
    const { compose, warnings } = await dockerRunToCompose(text);
    const result = composeToKubernetes(compose, options, true);
    return { output: result.manifests, warnings: [...warnings, ...result.warnings] };
  }
  const result = composeToKubernetes(text, options);
  return { output: result.manifests, warnings: result.warnings };
}
