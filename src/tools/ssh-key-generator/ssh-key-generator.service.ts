/**
 * SSH key pairs: generating them (Ed25519 and ECDSA from the run's randomness, so that a fixed
 * source gives a fixed key; RSA from Web Crypto's prime search), reading any pasted key
 * (key-formats.ts) and writing it in another format, and the fingerprint line `ssh-keygen -l`
 * prints. Runs in Node, the page and the operation workers.
 */
import { isToolInputError, ToolInputError } from '../../lib/errors';
import { cryptoRandom, type RandomSource } from '../../lib/random';
import type { FileValue } from '../../engine/values';
import {
  fingerprintLine,
  loadKey,
  privateFromSecret,
  publicOf,
  randomScalar,
  rsaFromPkcs8,
  writeOpenSsh,
  writePpk,
  writePrivatePem,
  writePublicLine,
  writePublicPem,
  writeRfc4716,
  type LoadedKey,
  type PrivateKey,
  type Progress,
} from './key-formats';
import type { KeyFormat, KeyKind, PrivateFormat } from './ssh-key-options';

/** A comment on one line (a line break would end the public key line). */
export function cleanComment(comment: string): string {
  return comment.replace(/[\r\n]+/g, ' ').trim();
}

/** A new private key of the kind asked for. Ed25519 and ECDSA take their secret from `random`. */
export async function generatePrivateKey(kind: KeyKind, random: RandomSource = cryptoRandom): Promise<PrivateKey> {
  switch (kind) {
    case 'ed25519':
      return privateFromSecret('ed25519', random.getRandomValues(new Uint8Array(32)));
    case 'ecdsa-p256':
      return privateFromSecret('nistp256', randomScalar('nistp256', random));
    case 'ecdsa-p384':
      return privateFromSecret('nistp384', randomScalar('nistp384', random));
    case 'ecdsa-p521':
      return privateFromSecret('nistp521', randomScalar('nistp521', random));
    default: {
      const bits = Number(kind.slice(4));
      let pair: CryptoKeyPair;
      try {
        pair = await crypto.subtle.generateKey({ name: 'RSASSA-PKCS1-v1_5', modulusLength: bits, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['sign', 'verify']);
      } catch {
        throw new ToolInputError('generationFailed');
      }
      return rsaFromPkcs8(new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey)));
    }
  }
}

/** The private key written in a format (with a passphrase where the format encrypts). */
export async function writePrivate(key: PrivateKey, format: PrivateFormat, comment: string, passphrase: string, random: RandomSource = cryptoRandom, onProgress?: Progress): Promise<string> {
  switch (format) {
    case 'openssh':
      return writeOpenSsh(key, comment, passphrase, random, undefined, onProgress);
    case 'pkcs8':
      return writePrivatePem(key, 'pkcs8', passphrase, random);
    case 'pem':
      return writePrivatePem(key, 'traditional', passphrase, random);
    case 'ppk':
      return writePpk(key, comment, passphrase, random);
  }
}

const FILE_NAMES: Record<PrivateKey['type'], string> = { ed25519: 'id_ed25519', ecdsa: 'id_ecdsa', rsa: 'id_rsa' };

/**
 * A new key pair as ssh-keygen leaves it: the private key file (`id_ed25519`, or `.ppk` for PuTTY)
 * and the public key line in `id_ed25519.pub`.
 */
export async function generateKeyFiles(kind: KeyKind, options: { comment: string; passphrase: string; format: PrivateFormat }, random: RandomSource = cryptoRandom, onProgress?: Progress): Promise<FileValue[]> {
  const key = await generatePrivateKey(kind, random);
  const comment = cleanComment(options.comment);
  const privateText = await writePrivate(key, options.format, comment, options.passphrase, random, onProgress);
  const name = FILE_NAMES[key.type];
  const encode = (text: string) => new TextEncoder().encode(text);
  return [
    { name: options.format === 'ppk' ? `${name}.ppk` : name, type: 'text/plain', bytes: encode(privateText) },
    { name: `${name}.pub`, type: 'text/plain', bytes: encode(`${writePublicLine(publicOf(key), comment)}\n`) },
  ];
}

/**
 * A key for its public half. With a passphrase an encrypted OpenSSH or PuTTY key is opened (its
 * comment is inside); a wrong passphrase still gives the public half, which is not encrypted
 * (encrypted PEM has none outside the encryption: there the error stands).
 */
async function loadForPublic(text: string, passphrase: string): Promise<LoadedKey> {
  if (passphrase === '') return loadKey(text, '', false);
  try {
    return await loadKey(text, passphrase, true);
  } catch (error) {
    if (isToolInputError(error) && error.messageKey === 'wrongPassphrase') {
      const loaded = await loadKey(text, '', false).catch(() => undefined);
      if (loaded) return loaded;
    }
    throw error;
  }
}

/** The fingerprint line of any pasted key (an encrypted OpenSSH or PuTTY key needs no passphrase). */
export async function inspectKey(text: string, passphrase = ''): Promise<string> {
  const loaded = await loadForPublic(text, passphrase);
  return fingerprintLine(loaded.publicKey, loaded.comment || (loaded.linePrefix ?? ''));
}

/**
 * A pasted key in another format. `passphrase` opens the pasted key, `newPassphrase` encrypts the
 * output (OpenSSH, PEM and PuTTY formats), `comment` replaces the key's own (empty: kept).
 * Throws `publicOnly` when a private format is asked of a public key.
 */
export async function convertKey(
  text: string,
  options: { to: KeyFormat; passphrase: string; newPassphrase: string; comment: string },
  random: RandomSource = cryptoRandom,
  onProgress?: Progress,
): Promise<string> {
  const publicFormat = ['public', 'spki', 'rfc4716', 'fingerprint'].includes(options.to);
  const loaded = publicFormat ? await loadForPublic(text, options.passphrase) : await loadKey(text, options.passphrase, true, onProgress);
  const comment = cleanComment(options.comment) || loaded.comment;
  switch (options.to) {
    case 'public':
      return writePublicLine(loaded.publicKey, comment);
    case 'fingerprint':
      return fingerprintLine(loaded.publicKey, comment || (loaded.linePrefix ?? ''));
    case 'spki':
      return writePublicPem(loaded.publicKey);
    case 'rfc4716':
      return writeRfc4716(loaded.publicKey, comment);
    default:
      if (!loaded.privateKey) throw new ToolInputError('publicOnly');
      return writePrivate(loaded.privateKey, options.to, comment, options.newPassphrase, random, onProgress);
  }
}
