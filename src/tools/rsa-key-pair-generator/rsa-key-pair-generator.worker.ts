import { expose } from 'comlink';
import { isToolInputError } from '../../lib/errors';
import { generateRawKeyPair, type KeyType, type RawKeyPair } from './rsa-key-pair-generator.service';

export type GenerateResult = { ok: true; pair: RawKeyPair } | { ok: false; messageKey: string };

/**
 * Key generation in a dedicated worker, so that even a 16384-bit prime search never touches the
 * page. Errors come back as data: Comlink would drop a ToolInputError's message key.
 */
const rsaWorker = {
  async generate(type: KeyType, bits: number): Promise<GenerateResult> {
    try {
      return { ok: true, pair: await generateRawKeyPair(type, bits) };
    } catch (error) {
      return { ok: false, messageKey: isToolInputError(error) ? error.messageKey : 'unsupportedSize' };
    }
  },
};

export type RsaWorker = typeof rsaWorker;

expose(rsaWorker);
