/**
 * MAC address (EUI-48) text forms, shared by the MAC address lookup and the IPv6 ULA generator.
 * Pure functions.
 */

const GROUPS = /^[0-9a-f]{2}(?:[:-][0-9a-f]{2}){2,5}$/i;
const CISCO = /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i;
const BARE = /^[0-9a-f]{6,12}$/i;

/**
 * The hex digits (upper case) of a full or partial MAC address, or undefined. Accepted after
 * trimming, in any letter case: 3–6 two-digit groups separated by `:` or `-` (`20:37:06`,
 * `00-0C-29-AB-CD-EF`), Cisco dotted `XXXX.XXXX.XXXX`, or 6–12 bare hex digits.
 */
export function normaliseMacAddress(text: string): string | undefined {
  const value = text.trim();
  if (value.length > 17) return undefined;
  if (GROUPS.test(value) || CISCO.test(value) || BARE.test(value)) return value.replace(/[^0-9a-f]/gi, '').toUpperCase();
  return undefined;
}

/** A complete MAC address (exactly 6 bytes, in any accepted form), or undefined. */
export function parseMac48(text: string): Uint8Array | undefined {
  const hex = normaliseMacAddress(text);
  if (hex === undefined || hex.length !== 12) return undefined;
  return hexToBytes(hex);
}

export function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export type MacAddressType = 'universalUnicast' | 'localUnicast' | 'universalMulticast' | 'localMulticast' | 'broadcast';

/**
 * From the first byte: bit 0x01 set = multicast (group), bit 0x02 set = locally administered;
 * FF:FF:FF:FF:FF:FF is the broadcast address. `hex` is normalised hex (at least two digits).
 */
export function macAddressType(hex: string): MacAddressType {
  if (/^F{12}$/i.test(hex)) return 'broadcast';
  const first = Number.parseInt(hex.slice(0, 2), 16);
  const multicast = (first & 0x01) !== 0;
  const local = (first & 0x02) !== 0;
  if (multicast) return local ? 'localMulticast' : 'universalMulticast';
  return local ? 'localUnicast' : 'universalUnicast';
}
