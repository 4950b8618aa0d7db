import type { DetectDeclarations } from '../../engine/detect';

/** Six two-digit hex groups with one separator throughout, or Cisco's `xxxx.xxxx.xxxx`. */
const COLONS = /^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}$/;
const DASHES = /^[0-9A-Fa-f]{2}(?:-[0-9A-Fa-f]{2}){5}$/;
const CISCO = /^[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}$/;
/** An OUI as the IEEE registry writes it: `00-1B-C5`. */
const OUI = /^[0-9A-Fa-f]{2}-[0-9A-Fa-f]{2}-[0-9A-Fa-f]{2}$/;

/** The notation of a whole MAC address (EUI-48), or undefined. */
function macNotation(text: string): 'colons' | 'dashes' | 'cisco' | undefined {
  if (text.length === 17) {
    if (COLONS.test(text)) return 'colons';
    if (DASHES.test(text)) return 'dashes';
  }
  if (text.length === 14 && CISCO.test(text)) return 'cisco';
  return undefined;
}

/**
 * A MAC address (`00:1A:2B:3C:4D:5E`, `00-1A-2B-3C-4D-5E`, `001a.2b3c.4d5e`); an IEEE OUI
 * `00-1B-C5` weakly. Twelve bare hex digits are not claimed (any hex string could be that).
 */
export default {
  'mac-address-lookup': {
    pre: { maxLines: 1, minLength: 8, maxLength: 17 },
    prior: 0.8,
    score: ({ text }) => {
      const notation = macNotation(text);
      if (notation) return { confidence: 0.92, reason: { key: 'macAddress' } };
      if (OUI.test(text)) return { confidence: /[A-Fa-f]/.test(text) ? 0.5 : 0.35, reason: { key: 'oui' } };
      return 0;
    },
  },
} satisfies DetectDeclarations;
