import { expose } from 'comlink';
import { formatWellFormedXmlOutcome, type FormatXmlOptions, type FormatXmlOutcome } from './xml-formatter.service';

/** Large documents (already checked by the page's DOMParser) are formatted here. */
const api = {
  format(text: string, options: FormatXmlOptions): FormatXmlOutcome {
    return formatWellFormedXmlOutcome(text, options);
  },
};

export type XmlFormatterWorkerApi = typeof api;

expose(api);
