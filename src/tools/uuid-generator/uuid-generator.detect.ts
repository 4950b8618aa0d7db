import type { DetectDeclarations, DetectScore } from '../../engine/detect';

const DASHED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COMPACT = /^[0-9a-f]{32}$/i;

/**
 * A UUID: 8-4-4-4-12 hex digits, bare, in braces or as `urn:uuid:`; 32 hex digits without hyphens
 * count only when their version and variant bits are RFC 9562's (otherwise an MD5 digest is likelier).
 * The version nibble (1–8) and the variant (10xx) make the reading sure; NIL and Max are special.
 */
export default {
  'uuid-decode': {
    pre: { minLength: 32, maxLength: 45, maxLines: 1 },
    prior: 0.95,
    score: ({ text }): DetectScore | number => {
      const body = /^urn:uuid:/i.test(text) ? text.slice(9) : text.startsWith('{') && text.endsWith('}') ? text.slice(1, -1) : text;
      const dashed = DASHED.test(body);
      if (!dashed && !COMPACT.test(body)) return 0;
      const hex = dashed ? body.replace(/-/g, '').toLowerCase() : body.toLowerCase();
      if (/^0{32}$/.test(hex)) return { confidence: 0.95, reason: { key: 'special', params: { name: 'NIL' } } };
      if (/^f{32}$/.test(hex)) return { confidence: 0.95, reason: { key: 'special', params: { name: 'Max' } } };
      const version = Number.parseInt(hex[12]!, 16);
      const rfcVariant = '89ab'.includes(hex[16]!);
      const standard = rfcVariant && version >= 1 && version <= 8;
      if (!dashed) return standard ? { confidence: 0.6, reason: { key: 'compact', params: { version } } } : 0.15;
      if (standard) return { confidence: 0.98, reason: { key: 'version', params: { version } } };
      return { confidence: 0.8, reason: { key: 'nonStandard' } };
    },
  },
} satisfies DetectDeclarations;
