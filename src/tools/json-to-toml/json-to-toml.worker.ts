import { expose } from 'comlink';
import type { ConverterWorkerApi } from '../../ui/format-converter/use-conversion';
import { jsonToTomlOutcome, type JsonToTomlOptions } from './json-to-toml.service';

/** Large JSON documents are parsed and written as TOML here, off the main thread. */
const api: ConverterWorkerApi<JsonToTomlOptions, string[]> = { convert: jsonToTomlOutcome };

expose(api);
