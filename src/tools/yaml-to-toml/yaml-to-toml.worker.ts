import { expose } from 'comlink';
import type { ConverterWorkerApi } from '../../ui/format-converter/use-conversion';
import { yamlToTomlOutcome, type YamlToTomlOptions } from './yaml-to-toml.service';

/** Large YAML documents are parsed and written as TOML here, off the main thread. */
const api: ConverterWorkerApi<YamlToTomlOptions, string[]> = { convert: yamlToTomlOutcome };

expose(api);
