import { expose } from 'comlink';
import type { ConverterWorkerApi } from '../../ui/format-converter/use-conversion';
import { tomlToJsonOutcome, type TomlToJsonOptions, type TomlValueInfo } from './toml-to-json.service';

/** Large TOML documents are parsed and written as JSON here, off the main thread. */
const api: ConverterWorkerApi<TomlToJsonOptions, TomlValueInfo[]> = { convert: tomlToJsonOutcome };

expose(api);
