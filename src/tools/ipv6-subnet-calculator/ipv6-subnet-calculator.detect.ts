import type { DetectDeclarations } from '../../engine/detect';
import { parseAddress, parseCidr } from './ip-address';

/** Groups of hex digits and colons, maybe a dotted tail, a zone, brackets and a prefix length. */
const IPV6_SHAPE = /^\[?[0-9A-Za-z:.]+(?:%[\w.-]+)?\]?(?:\/\S{0,6})?$/;
const RANGE = /^(\S+?)\s*(?:\s-\s|[–—]|\s+to\s+|-)\s*(\S+)$/i;
/** What a list of blocks is made of (checked over the whole sample before any item is parsed). */
const LIST_CHARS = /^[0-9A-Fa-f:./%\s,;\-–#[\]]*$/;
const ALLOWED_IPS = /^\s*allowed-?ips\s*[=:]\s*/i;

/**
 * A value that is meant as an IPv6 address even though it does not parse: the shape of one (hex
 * groups and colons, some digits) with `::`, a prefix length or more than six colons — so
 * `2001:db8::/129` and `2001:db8::g/64` are recognised, while a MAC address (`00:0c:29:ab:cd:ef`),
 * a time (`12:30:45`), C++'s `std::vector` or `a::b::c` are not.
 */
function looksLikeIpv6(text: string): boolean {
  if (!IPV6_SHAPE.test(text)) return false;
  const address = text.replace(/^\[/, '').replace(/(?:%[\w.-]+)?\]?(?:\/\S*)?$/, '');
  const groups = address.split(':');
  const colons = groups.length - 1;
  if (colons < 2) return false;
  const hexGroups = groups.filter((group) => /^[0-9A-Fa-f]{1,5}$/.test(group)).length;
  const otherGroups = groups.filter((group) => group !== '' && !/^[0-9A-Fa-f]{1,5}$/.test(group) && !group.includes('.')).length;
  if (otherGroups > 1 || hexGroups < 1 || !/\d/.test(address)) return false;
  if (colons === 5 && groups.every((group) => /^[0-9A-Fa-f]{2}$/.test(group))) return false; // a MAC address
  return address.includes('::') || text.includes('/') || colons >= 7;
}

/**
 * - an IPv6 address or prefix (a recognisable but invalid one too: the tool says what is wrong);
 * - a range of IPv6 addresses (`first - last`);
 * - a list of blocks of both families (lines, commas, a WireGuard `AllowedIPs =` line) to merge.
 */
export default {
  'ipv6-subnet-calculator': {
    pre: { maxLines: 1, minLength: 2, maxLength: 120 },
    prior: 0.85,
    score: ({ text }) => {
      if (text.includes(':')) {
        const parsed = parseCidr(text);
        if (parsed.ok && parsed.value.family === 6) {
          return parsed.value.hadPrefix
            ? { confidence: 0.95, reason: { key: 'ipv6Prefix', params: { prefix: parsed.value.prefix } } }
            : { confidence: 0.85, reason: { key: 'ipv6Address' } };
        }
        return looksLikeIpv6(text) ? { confidence: 0.55, reason: { key: 'invalidIpv6' } } : 0;
      }
      return 0;
    },
  },
  'ipv6-subnet-calculator-range-to-cidr': {
    pre: { maxLines: 1, minLength: 5, maxLength: 100 },
    prior: 0.85,
    score: ({ text }) => {
      const match = RANGE.exec(text);
      if (!match) return 0;
      const start = parseAddress(match[1]!);
      const end = parseAddress(match[2]!);
      if (!start.ok || !end.ok || start.value.family !== end.value.family || start.value.value > end.value.value) return 0;
      // An IPv4 range is first the expander's; blocks for it are a second reading.
      return start.value.family === 6 ? { confidence: 0.9, reason: { key: 'ipv6Range' } } : { confidence: 0.45, reason: { key: 'ipv4Range' } };
    },
  },
  'ipv6-subnet-calculator-merge': {
    pre: { minLength: 9 },
    prior: 0.8,
    score: ({ text }) => {
      const allowedIps = ALLOWED_IPS.test(text);
      const body = text.replace(ALLOWED_IPS, '');
      if (!LIST_CHARS.test(body)) return 0;
      const items = body
        .replace(/#[^\n]*/g, '')
        .split(/[\s,;]+/)
        .filter((item) => item !== '');
      if (items.length < 2) return 0;
      let withPrefix = 0;
      // The first items decide (a 64 KB list is not parsed whole while typing).
      for (const item of items.slice(0, 200)) {
        const parsed = parseCidr(item);
        if (!parsed.ok) return 0;
        if (parsed.value.hadPrefix) withPrefix++;
      }
      if (allowedIps) return { confidence: 0.92, reason: { key: 'allowedIps', params: { count: items.length } } };
      if (withPrefix === 0) return { confidence: 0.4, reason: { key: 'addressList', params: { count: items.length } } };
      return { confidence: 0.85, reason: { key: 'cidrList', params: { count: items.length } } };
    },
  },
} satisfies DetectDeclarations;
