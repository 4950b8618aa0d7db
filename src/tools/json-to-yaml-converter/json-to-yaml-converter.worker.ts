import { expose } from 'comlink';
import type { ConverterWorkerApi } from '../../ui/format-converter/use-conversion';
import { jsonToYamlOutcome, type JsonToYamlOptions } from './json-to-yaml-converter.service';

/** Large JSON documents are parsed and written as YAML here, off the main thread. */
const api: ConverterWorkerApi<JsonToYamlOptions> = { convert: jsonToYamlOutcome };

expose(api);
