import { expose } from 'comlink';
import type { ConverterWorkerApi } from '../../ui/format-converter/use-conversion';
import { tomlToYamlOutcome, type TomlToYamlOptions } from './toml-to-yaml.service';

/** Large TOML documents are parsed and written as YAML here, off the main thread. */
const api: ConverterWorkerApi<TomlToYamlOptions> = { convert: tomlToYamlOutcome };

expose(api);
