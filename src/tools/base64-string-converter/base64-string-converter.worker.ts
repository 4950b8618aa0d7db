import { expose } from 'comlink';
import { decodeBase64ToText, encodeTextToBase64, type DecodedText, type EncodeTextOptions } from './base64-string-converter.service';
import { isToolInputError } from '../../lib/errors';

export type DecodeOutcome = { ok: true; decoded: DecodedText } | { ok: false; messageKey: string };

/** Texts of hundreds of kilobytes and more are encoded and decoded here, off the main thread. */
const api = {
  encode(text: string, options: EncodeTextOptions): string {
    return encodeTextToBase64(text, options);
  },
  decode(text: string, urlSafe: boolean): DecodeOutcome {
    try {
      return { ok: true, decoded: decodeBase64ToText(text, { urlSafe }) };
    } catch (error) {
      if (isToolInputError(error)) return { ok: false, messageKey: error.messageKey };
      throw error;
    }
  },
};

export type Base64StringWorkerApi = typeof api;

expose(api);
