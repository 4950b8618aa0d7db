import { expose } from 'comlink';
import { prettifyYamlOutcome, type PrettifyYamlOptions, type PrettifyYamlOutcome } from './yaml-prettify.service';

/** Large YAML streams are parsed and printed here, off the main thread. */
const api = {
  prettify(text: string, options: PrettifyYamlOptions): PrettifyYamlOutcome {
    return prettifyYamlOutcome(text, options);
  },
};

export type YamlPrettifyWorkerApi = typeof api;

expose(api);
