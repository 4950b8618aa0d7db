import { expose } from 'comlink';
import type { ConverterWorkerApi } from '../../ui/format-converter/use-conversion';
import { xmlToJsonOutcome, type XmlToJsonOptions } from './xml-to-json.service';

/** Large XML documents are parsed and written as JSON here, off the main thread. */
const api: ConverterWorkerApi<XmlToJsonOptions> = { convert: xmlToJsonOutcome };

expose(api);
