import { ToolInputError } from '../../lib/errors';
import { coveringBlock, formatCidr, formatIpv4, parseDottedQuad, rangeToCidrs } from '../../lib/ipv4/ipv4';

export const DEFAULT_START = '192.168.1.1';
export const DEFAULT_END = '192.168.6.255';

export interface RangeExpansion {
  /** First and last address of the smallest single block covering the range. */
  subnetStart: string;
  subnetEnd: string;
  /** end − start + 1, plain digits. */
  addressesInRange: string;
  /** 2^(32 − N), plain digits. */
  addressesInSubnet: string;
  cidr: string;
  /** The minimal aligned blocks covering exactly start..end, ascending. */
  exactCidrs: string[];
}

/** A dotted quad (whitespace around it ignored), or undefined. */
export function parseRangeAddress(text: string): number | undefined {
  return parseDottedQuad(text.trim());
}

/** Start and end as numbers; start must not exceed end. */
export function expandRange(start: number, end: number): RangeExpansion {
  if (start > end) throw new ToolInputError('reversedRange');
  const block = coveringBlock(start, end);
  return {
    subnetStart: formatIpv4(block.network),
    subnetEnd: formatIpv4(block.last),
    addressesInRange: String(end - start + 1),
    addressesInSubnet: String(block.size),
    cidr: formatCidr(block),
    exactCidrs: rangeToCidrs(start, end).map(formatCidr),
  };
}

/** Both addresses as text; throws `invalidStart`, `invalidEnd` or `reversedRange`. */
export function expandRangeText(startText: string, endText: string): RangeExpansion {
  const start = parseRangeAddress(startText);
  if (start === undefined) throw new ToolInputError('invalidStart');
  const end = parseRangeAddress(endText);
  if (end === undefined) throw new ToolInputError('invalidEnd');
  return expandRange(start, end);
}

/** `10.0.0.1 - 10.0.0.17`, `10.0.0.1-10.0.0.17`, `10.0.0.1 10.0.0.17` or `10.0.0.1,10.0.0.17`. */
export function splitRangeText(text: string): [string, string] {
  const parts = text.trim().split(/\s*[-–,]\s*|\s+/);
  if (parts.length !== 2) throw new ToolInputError('invalidRange');
  return [parts[0] as string, parts[1] as string];
}
