import composerize from 'composerize';
import { expose } from 'comlink';
import { convertDockerRunOutcome, type ComposeFormat, type ConversionOutcome } from './docker-run-to-docker-compose-converter.service';

/**
 * composerize (1.9 MB of JavaScript, seconds on a long command) runs here: it loads only when this
 * page opens, and the page never freezes.
 */
const api = {
  convert(input: string, format: ComposeFormat): ConversionOutcome {
    return convertDockerRunOutcome(composerize, input, format);
  },
};

export type DockerRunWorkerApi = typeof api;

expose(api);
