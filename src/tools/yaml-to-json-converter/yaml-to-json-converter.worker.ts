import { expose } from 'comlink';
import type { ConverterWorkerApi } from '../../ui/format-converter/use-conversion';
import { yamlToJsonOutcome, type YamlToJsonOptions } from './yaml-to-json-converter.service';

/** Large YAML documents are parsed and written as JSON here, off the main thread. */
const api: ConverterWorkerApi<YamlToJsonOptions> = { convert: yamlToJsonOutcome };

expose(api);
