import { ToolInputError } from '../../lib/errors';

/**
 * Data sizes and transfer rates with exact arithmetic: every quantity is a fraction of BigInts
 * counted in bits, so 1 EiB in bits or 1 bit in PiB is written out in full digits (never 1e+21),
 * and only the fraction digits beyond the requested significant digits are rounded. SI prefixes
 * are powers of 1000 (kB, MB…), IEC prefixes powers of 1024 (KiB, MiB…, IEC 80000-13); `B` is a
 * byte (8 bits) and `b` a bit (IEEE 1541).
 */

export type QuantityKind = 'size' | 'rate';

export interface UnitDefinition {
  /** The symbol, also the key: `MB`, `MiB`, `Mbit`. */
  symbol: string;
  /** Bits in one of the unit. */
  bits: bigint;
  /** 'byte' or 'bit' based, SI (1000) or IEC (1024) prefix. */
  base: 'byte' | 'bit';
  system: 'si' | 'iec';
  /** English name (the screen shows translated ones). */
  name: string;
}

const PREFIXES = [
  ['', '', 0],
  ['k', 'Ki', 1],
  ['M', 'Mi', 2],
  ['G', 'Gi', 3],
  ['T', 'Ti', 4],
  ['P', 'Pi', 5],
  ['E', 'Ei', 6],
] as const;
const SI_NAMES = ['', 'kilo', 'mega', 'giga', 'tera', 'peta', 'exa'];
const IEC_NAMES = ['', 'kibi', 'mebi', 'gibi', 'tebi', 'pebi', 'exbi'];

function makeUnits(): UnitDefinition[] {
  const units: UnitDefinition[] = [];
  for (const base of ['byte', 'bit'] as const) {
    const perUnit = base === 'byte' ? 8n : 1n;
    const letter = base === 'byte' ? 'B' : 'bit';
    for (const system of ['si', 'iec'] as const) {
      for (const [si, iec, power] of PREFIXES) {
        if (power === 0 && system === 'iec') continue;
        const factor = system === 'si' ? 1000n ** BigInt(power) : 1024n ** BigInt(power);
        const names = system === 'si' ? SI_NAMES : IEC_NAMES;
        units.push({ symbol: `${system === 'si' ? si : iec}${letter}`, bits: factor * perUnit, base, system, name: `${names[power]}${base}` });
      }
    }
  }
  return units;
}

/** Every unit, bytes then bits, SI then IEC, smallest first. */
export const UNITS: readonly UnitDefinition[] = makeUnits();
export const UNIT_SYMBOLS = UNITS.map((unit) => unit.symbol);
const BY_SYMBOL = new Map(UNITS.map((unit) => [unit.symbol, unit]));

export function unitOf(symbol: string): UnitDefinition {
  const unit = BY_SYMBOL.get(symbol);
  if (!unit) throw new RangeError(`Unknown unit ${symbol}`);
  return unit;
}

/** The text of a unit of a kind: `MB` or `MB/s`. */
export const unitLabel = (symbol: string, kind: QuantityKind) => (kind === 'rate' ? `${symbol}/s` : symbol);

/* ---------- Exact numbers ---------- */

/** A non-negative fraction. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};
const reduce = ({ num, den }: Ratio): Ratio => {
  const divisor = gcd(num, den) || 1n;
  return { num: num / divisor, den: den / divisor };
};

/**
 * A decimal number as typed: `1.5`, `1,5` (decimal comma), `1,000,000` or `1 000 000` (grouped),
 * `.5`, `2e9`. Negative numbers are not quantities. Undefined when it is not a number.
 */
export function parseDecimal(input: string): Ratio | undefined {
  let text = input.trim().replace(/[\u00a0\u202f_]/g, ' ');
  if (text === '' || text.length > 200) return undefined;
  if (/^\d{1,3}(?: \d{3})+(?:[.,]\d+)?$/.test(text)) text = text.replace(/ /g, '');
  if (text.includes('.') && text.includes(',')) {
    // `1,234.5` (English) or `1.234,5` (European): the last one is the decimal mark.
    text = text.lastIndexOf(',') > text.lastIndexOf('.') ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, '');
  } else if (/^\d{1,3}(?:,\d{3})+$/.test(text)) {
    text = text.replace(/,/g, '');
  } else {
    text = text.replace(',', '.');
  }
  const match = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/.exec(text);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return undefined;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  const exponent = Number(match[3] ?? 0) - fraction.length;
  let num = BigInt(`${whole}${fraction}` || '0');
  let den = 1n;
  if (exponent >= 0) num *= 10n ** BigInt(exponent);
  else den = 10n ** BigInt(-exponent);
  return reduce({ num, den });
}

/**
 * A fraction in plain decimal digits: the whole part in full, the fraction rounded (half up) so that
 * `digits` significant digits show, trailing zeros dropped. Never an exponent.
 */
export function formatRatio({ num, den }: Ratio, digits: number): string {
  if (num === 0n) return '0';
  const whole = num / den;
  let fractionDigits: number;
  if (whole > 0n) {
    fractionDigits = Math.max(0, digits - whole.toString().length);
  } else {
    // Leading zeros after the point: the first k with num · 10^k ≥ den, less one.
    let zeros = den.toString().length - num.toString().length - 1;
    if (zeros < 0) zeros = 0;
    while (num * 10n ** BigInt(zeros + 1) < den) zeros++;
    fractionDigits = zeros + digits;
  }
  fractionDigits = Math.min(fractionDigits, 80);
  const scale = 10n ** BigInt(fractionDigits);
  const rounded = (num * scale * 2n + den) / (2n * den);
  if (fractionDigits === 0) return rounded.toString();
  const text = rounded.toString().padStart(fractionDigits + 1, '0');
  return `${text.slice(0, -fractionDigits)}.${text.slice(-fractionDigits)}`.replace(/\.?0+$/, '');
}

/* ---------- Quantities ---------- */

export interface Quantity {
  kind: QuantityKind;
  /** The number as a fraction, in `unit`. */
  value: Ratio;
  unit: UnitDefinition;
  /** The whole quantity in bits (or bits per second). */
  bits: Ratio;
}

const WORD_PREFIXES: Record<string, string> = {
  kilo: 'k',
  mega: 'M',
  giga: 'G',
  tera: 'T',
  peta: 'P',
  exa: 'E',
  kibi: 'Ki',
  mebi: 'Mi',
  gibi: 'Gi',
  tebi: 'Ti',
  pebi: 'Pi',
  exbi: 'Ei',
};

const RATE_SUFFIX = /^(.*?)(?:\s*\/\s*s(?:ec(?:ond)?)?|\s+per\s+sec(?:ond)?|\s*ps)$/i;

/**
 * A unit as people write it: `MB`, `MiB`, `Mb`, `Mbit`, `megabytes`, `Mo` (octets), `KB` (= kB),
 * with `/s`, `ps` (`Mbps`) or `per second` for a rate. `B`/`o`/`byte` is a byte, `b`/`bit` a bit.
 */
export function parseUnit(input: string): { unit: UnitDefinition; kind: QuantityKind } | undefined {
  let text = input.trim();
  if (text === '' || text.length > 40) return undefined;
  let kind: QuantityKind = 'size';
  const rate = RATE_SUFFIX.exec(text);
  if (rate && rate[1] !== '' && !/^(?:[kKmMgGtTpPeE]i?)?$/.test(rate[1]!)) {
    // `ps` alone belongs to a bit or byte symbol (`Mbps`, `MBps`); `/s` to anything.
    text = rate[1]!.trim();
    kind = 'rate';
  }
  // Words: kilobytes, mebibit, bytes…
  const word = /^(kilo|mega|giga|tera|peta|exa|kibi|mebi|gibi|tebi|pebi|exbi)?\s*-?\s*(bytes?|bits?|octets?)$/i.exec(text);
  let prefix: string;
  let base: 'byte' | 'bit';
  if (word) {
    prefix = word[1] ? WORD_PREFIXES[word[1].toLowerCase()]! : '';
    base = /^bit/i.test(word[2]!) ? 'bit' : 'byte';
  } else {
    const symbol = /^([kKmMgGtTpPeE])?([iI])?(B|b|[bB]its?|[bB]ytes?|o|octets?)$/.exec(text);
    if (!symbol) return undefined;
    const letter = symbol[1] ? symbol[1].toUpperCase().replace('K', 'k') : '';
    if (symbol[2] && !letter) return undefined;
    prefix = symbol[2] ? `${letter === 'k' ? 'K' : letter}i` : letter;
    base = symbol[3] === 'b' || /^bit/i.test(symbol[3]!) ? 'bit' : 'byte';
  }
  const unit = BY_SYMBOL.get(`${prefix}${base === 'byte' ? 'B' : 'bit'}`);
  return unit ? { unit, kind } : undefined;
}

const QUANTITY = /^([\d.,\s\u00a0\u202f_]*\d(?:[eE][+-]?\d{1,3})?|\.\d+)\s*(.*)$/;

/**
 * `1.5 GiB`, `300 Mbps`, `12MB/s`, `4.7 gigabytes`; a bare number is bytes. Throws
 * `invalidNumber`, `unknownUnit` or `empty` with what was not understood.
 */
export function parseQuantity(input: string): Quantity {
  const text = input.trim();
  if (text === '') throw new ToolInputError('empty');
  if (text.startsWith('-') || text.startsWith('−')) throw new ToolInputError('negative');
  const match = QUANTITY.exec(text);
  if (!match) throw new ToolInputError('invalidNumber', { params: { text: text.length > 40 ? `${text.slice(0, 40)}…` : text } });
  let numberText = match[1]!;
  let unitText = match[2]!;
  // `1 000 MB`: spaces inside the number; `5 b`: a space before the unit — the number keeps its digits.
  const value = parseDecimal(numberText) ?? parseDecimal((numberText = numberText.trim()));
  if (!value) throw new ToolInputError('invalidNumber', { params: { text: numberText.trim() } });
  unitText = unitText.trim();
  const parsed = unitText === '' ? { unit: unitOf('B'), kind: 'size' as const } : parseUnit(unitText);
  if (!parsed) throw new ToolInputError('unknownUnit', { params: { unit: unitText.length > 30 ? `${unitText.slice(0, 30)}…` : unitText } });
  return { kind: parsed.kind, value, unit: parsed.unit, bits: reduce({ num: value.num * parsed.unit.bits, den: value.den }) };
}

/** A quantity in another unit, exactly. */
export function inUnit(quantity: Quantity, unit: UnitDefinition): Ratio {
  return reduce({ num: quantity.bits.num, den: quantity.bits.den * unit.bits });
}

export const DEFAULT_QUANTITY = '1.5 GiB';
export const DEFAULT_DIGITS = 15;
export const MIN_DIGITS = 1;
export const MAX_DIGITS = 40;

export interface Conversion {
  kind: QuantityKind;
  /** The quantity as understood: number and unit symbol (`/s` for a rate), and the unit's English name. */
  value: string;
  unit: string;
  unitName: string;
  /** The quantity in bits and bytes (per second for a rate). */
  bits: string;
  bytes: string;
  /** Every unit, by its symbol (`MB`, or `MB/s` for a rate). */
  units: Record<string, string>;
}

export function convertAllUnits(text: string, digits = DEFAULT_DIGITS): Conversion {
  const quantity = parseQuantity(text);
  const units: Record<string, string> = {};
  for (const unit of UNITS) units[unitLabel(unit.symbol, quantity.kind)] = formatRatio(inUnit(quantity, unit), digits);
  return {
    kind: quantity.kind,
    value: formatRatio(quantity.value, digits),
    unit: unitLabel(quantity.unit.symbol, quantity.kind),
    unitName: quantity.kind === 'rate' ? `${quantity.unit.name}s per second` : `${quantity.unit.name}s`,
    bits: formatRatio(quantity.bits, digits),
    bytes: formatRatio(inUnit(quantity, unitOf('B')), digits),
    units,
  };
}

/* ---------- Transfer time ---------- */

export const DEFAULT_SIZE = '4.7 GB';
export const DEFAULT_RATE = '100 Mbit/s';

const AT = /\s+(?:at|@|over|with)\s+|\s*@\s*/i;

export interface TransferTime {
  size: string;
  rate: string;
  /** Seconds, exact up to the significant digits. */
  seconds: string;
  /** `6 min 16 s` (to the second from a minute on; milliseconds below a second). */
  duration: string;
  /** ISO 8601 duration: `PT6M16S`. */
  iso8601: string;
}

/** Splits `4.7 GB at 100 Mbit/s` into its size and rate (undefined rate: none in the text). */
export function splitTransfer(text: string): { size: string; rate: string | undefined } {
  const parts = text.split(AT);
  if (parts.length === 2) return { size: parts[0]!, rate: parts[1]! };
  return { size: text, rate: undefined };
}

function durationParts(totalSeconds: bigint): [bigint, bigint, bigint, bigint] {
  return [totalSeconds / 86400n, (totalSeconds % 86400n) / 3600n, (totalSeconds % 3600n) / 60n, totalSeconds % 60n];
}

/** `1 d 2 h 3 min 4 s`, `12.5 s`, `376 ms`, `0 s`. */
export function formatDuration(seconds: Ratio): string {
  const { num, den } = seconds;
  if (num === 0n) return '0 s';
  if (num < den) return `${formatRatio({ num: num * 1000n, den }, 3)} ms`;
  if (num < 60n * den) return `${formatRatio(seconds, 3)} s`;
  const rounded = (num * 2n + den) / (2n * den);
  const [days, hours, minutes, secs] = durationParts(rounded);
  const parts: string[] = [];
  if (days > 0n) parts.push(`${days} d`);
  if (hours > 0n) parts.push(`${hours} h`);
  if (minutes > 0n) parts.push(`${minutes} min`);
  if (secs > 0n) parts.push(`${secs} s`);
  return parts.join(' ');
}

export function isoDuration(seconds: Ratio): string {
  const { num, den } = seconds;
  if (num < 60n * den) return `PT${formatRatio(seconds, 3)}S`;
  const [days, hours, minutes, secs] = durationParts((num * 2n + den) / (2n * den));
  const date = days > 0n ? `${days}D` : '';
  const time = `${hours > 0n ? `${hours}H` : ''}${minutes > 0n ? `${minutes}M` : ''}${secs > 0n ? `${secs}S` : ''}`;
  return `P${date}${time === '' ? '' : `T${time}`}`;
}

/** How long a size takes at a rate: `4.7 GB` at `100 Mbit/s` → 376 s = 6 min 16 s. A rate in the text wins. */
export function transferTime(text: string, rateOption: string, digits = DEFAULT_DIGITS): TransferTime {
  const { size: sizeText, rate: rateInText } = splitTransfer(text);
  let size: Quantity;
  try {
    size = parseQuantity(sizeText);
  } catch (error) {
    if (error instanceof ToolInputError) throw new ToolInputError(`transfer.size.${error.messageKey}`, { params: error.params });
    throw error;
  }
  if (size.kind !== 'size') throw new ToolInputError('transfer.size.notASize', { params: { text: sizeText.trim() } });
  let rate: Quantity;
  try {
    rate = parseQuantity(rateInText ?? rateOption);
  } catch (error) {
    if (error instanceof ToolInputError) throw new ToolInputError(`transfer.rate.${error.messageKey}`, { params: error.params });
    throw error;
  }
  if (rate.kind !== 'rate') throw new ToolInputError('transfer.rate.notARate', { params: { text: (rateInText ?? rateOption).trim() } });
  if (rate.bits.num === 0n) throw new ToolInputError('transfer.rate.zero');
  const seconds = reduce({ num: size.bits.num * rate.bits.den, den: size.bits.den * rate.bits.num });
  return {
    size: `${formatRatio(size.value, digits)} ${size.unit.symbol}`,
    rate: `${formatRatio(rate.value, digits)} ${unitLabel(rate.unit.symbol, 'rate')}`,
    seconds: formatRatio(seconds, digits),
    duration: formatDuration(seconds),
    iso8601: isoDuration(seconds),
  };
}
