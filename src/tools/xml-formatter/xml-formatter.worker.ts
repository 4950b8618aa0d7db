import { expose } from 'comlink';
import { formatWellFormedXmlOutcome, type FormatXmlOptions, type FormatXmlOutcome } from './xml-formatter.service';

/**
 * Large documents are formatted here; `strict` (documents too large for the page's DOMParser
 * check) makes this tool's checker (xml-formatter.check.ts) the well-formedness check.
 */
const api = {
  format(text: string, options: FormatXmlOptions, strict: boolean): FormatXmlOutcome {
    return formatWellFormedXmlOutcome(text, options, strict);
  },
};

export type XmlFormatterWorkerApi = typeof api;

expose(api);
