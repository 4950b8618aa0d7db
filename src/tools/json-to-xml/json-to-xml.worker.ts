import { expose } from 'comlink';
import type { ConverterWorkerApi } from '../../ui/format-converter/use-conversion';
import { jsonToXmlOutcome, type JsonToXmlOptions } from './json-to-xml.service';

/** Large JSON documents are parsed and written as XML here, off the main thread. */
const api: ConverterWorkerApi<JsonToXmlOptions> = { convert: jsonToXmlOutcome };

expose(api);
