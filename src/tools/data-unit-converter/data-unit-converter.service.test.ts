import { describe, expect, it } from 'vitest';
import { takeSample } from '../../engine/detect';
import { ToolInputError } from '../../lib/errors';
import detect from './data-unit-converter.detect';
import { convertAllUnits, formatDuration, formatRatio, isoDuration, parseDecimal, parseQuantity, transferTime } from './data-unit-converter.service';

const keyOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ToolInputError);
    return (error as ToolInputError).messageKey;
  }
  throw new Error('no error');
};

describe('reading a quantity', () => {
  it.each([
    ['1.5 GiB', 'size', 'GiB', 3n, 2n],
    ['1.5GiB', 'size', 'GiB', 3n, 2n],
    ['300 Mbps', 'rate', 'Mbit', 300n, 1n],
    ['300 Mbit/s', 'rate', 'Mbit', 300n, 1n],
    ['12MB/s', 'rate', 'MB', 12n, 1n],
    ['12 MBps', 'rate', 'MB', 12n, 1n],
    ['12 MiB/s', 'rate', 'MiB', 12n, 1n],
    ['100 megabits per second', 'rate', 'Mbit', 100n, 1n],
    ['7 bps', 'rate', 'bit', 7n, 1n],
    ['7 Bps', 'rate', 'B', 7n, 1n],
    ['4.7 gigabytes', 'size', 'GB', 47n, 10n],
    ['2 kibibytes', 'size', 'KiB', 2n, 1n],
    ['5 KB', 'size', 'kB', 5n, 1n], // K for kilo, as JEDEC writes it, is still 1000 here (IEC: KiB)
    ['5 kb', 'size', 'kbit', 5n, 1n], // b is a bit (IEEE 1541)
    ['5 Kib', 'size', 'Kibit', 5n, 1n],
    ['5 Mb', 'size', 'Mbit', 5n, 1n],
    ['1,5 Go', 'size', 'GB', 3n, 2n], // French octets, decimal comma
    ['1,000 MB', 'size', 'MB', 1000n, 1n],
    ['1 000 000 B', 'size', 'B', 1000000n, 1n],
    ['1.234,5 kB', 'size', 'kB', 2469n, 2n],
    ['2e9 B', 'size', 'B', 2000000000n, 1n],
    ['.5 TB', 'size', 'TB', 1n, 2n],
    ['1024', 'size', 'B', 1024n, 1n],
    ['1 bit', 'size', 'bit', 1n, 1n],
    ['3 Bytes', 'size', 'B', 3n, 1n],
  ])('%j', (text, kind, unit, num, den) => {
    const quantity = parseQuantity(text);
    expect({ kind: quantity.kind, unit: quantity.unit.symbol, value: quantity.value }).toEqual({ kind, unit, value: { num, den } });
  });

  it.each([
    ['', 'empty'],
    ['-5 MB', 'negative'],
    ['abc', 'invalidNumber'],
    ['3 fish', 'unknownUnit'],
    ['5 Mps', 'unknownUnit'],
    ['5 iB', 'unknownUnit'],
    ['1.2.3 MB', 'invalidNumber'],
  ])('refuses %j (%s)', (text, key) => expect(keyOf(() => parseQuantity(text))).toBe(key));

  it('reads numbers exactly', () => {
    expect(parseDecimal('0.1')).toEqual({ num: 1n, den: 10n });
    expect(parseDecimal('1e-3')).toEqual({ num: 1n, den: 1000n });
    expect(parseDecimal('12345678901234567890.5')).toEqual({ num: 24691357802469135781n, den: 2n });
    expect(parseDecimal('1.2.3')).toBeUndefined();
  });
});

describe('exact decimals, never an exponent', () => {
  it.each([
    [{ num: 1n, den: 8n }, 15, '0.125'],
    [{ num: 2n, den: 3n }, 5, '0.66667'],
    [{ num: 10n ** 24n, den: 1n }, 15, '1000000000000000000000000'],
    [{ num: 1n, den: 2n ** 53n }, 15, '0.000000000000000111022302462516'],
    [{ num: 123456789n, den: 1000n }, 4, '123457'],
    [{ num: 999999n, den: 1000000n }, 3, '1'],
    [{ num: 0n, den: 1n }, 15, '0'],
  ])('%o at %i digits → %s', (ratio, digits, text) => expect(formatRatio(ratio, digits)).toBe(text));
});

describe('every unit', () => {
  // Expected values: Python's fractions.Fraction over the unit definitions (kB = 10^3 B, KiB = 2^10 B, B = 8 bit).
  it('1.5 GiB', () => {
    const { units, bits, bytes } = convertAllUnits('1.5 GiB');
    expect({ bits, bytes }).toEqual({ bits: '12884901888', bytes: '1610612736' });
    expect(units).toMatchObject({
      B: '1610612736',
      kB: '1610612.736',
      MB: '1610.612736',
      GB: '1.610612736',
      KiB: '1572864',
      MiB: '1536',
      TiB: '0.00146484375',
      PiB: '0.00000143051147460938',
      Gbit: '12.884901888',
      Gibit: '12',
    });
  });

  it('1 EiB in bits and 1 bit in PiB, in full digits', () => {
    expect(convertAllUnits('1 EiB').units.bit).toBe('9223372036854775808');
    expect(convertAllUnits('1 EB').units.B).toBe('1000000000000000000');
    expect(convertAllUnits('1 bit').units.PiB).toBe('0.000000000000000111022302462516');
    expect(convertAllUnits('1 bit', 40).units.PiB).toBe('0.00000000000000011102230246251565404236316680908203125');
  });

  it('a rate converts to rates', () => {
    const { kind, units } = convertAllUnits('300 Mbps');
    expect(kind).toBe('rate');
    expect(units).toMatchObject({ 'MB/s': '37.5', 'MiB/s': '35.7627868652344', 'Gbit/s': '0.3', 'bit/s': '300000000', 'KiB/s': '36621.09375' });
  });
});

describe('transfer time', () => {
  it.each([
    ['4.7 GB at 100 Mbit/s', '', '376', '6 min 16 s', 'PT6M16S'],
    ['4.7 GB @ 100Mbps', '', '376', '6 min 16 s', 'PT6M16S'],
    ['1 TiB', '1 Gbit/s', '8796.093022208', '2 h 26 min 36 s', 'PT2H26M36S'],
    ['1 MB', '1 MB/s', '1', '1 s', 'PT1S'],
    ['1 kB', '1 Mbit/s', '0.008', '8 ms', 'PT0.008S'],
    ['100 GB', '1 Mbit/s', '800000', '9 d 6 h 13 min 20 s', 'P9DT6H13M20S'],
    ['1 GB', '3 Mbit/s', '2666.66666666667', '44 min 27 s', 'PT44M27S'],
  ])('%s (rate %s)', (text, rate, seconds, duration, iso8601) => {
    expect(transferTime(text, rate || '1 bit/s')).toMatchObject({ seconds, duration, iso8601 });
  });

  it.each([
    ['100 Mbit/s at 100 Mbit/s', '', 'transfer.size.notASize'],
    ['4.7 GB', '100 MB', 'transfer.rate.notARate'],
    ['4.7 GB', '0 Mbit/s', 'transfer.rate.zero'],
    ['4.7 fish', '1 Mbit/s', 'transfer.size.unknownUnit'],
    ['4.7 GB', '', 'transfer.rate.empty'],
  ])('refuses %j at %j', (text, rate, key) => expect(keyOf(() => transferTime(text, rate))).toBe(key));

  it('formats short and long durations', () => {
    expect(formatDuration({ num: 0n, den: 1n })).toBe('0 s');
    expect(formatDuration({ num: 25n, den: 2n })).toBe('12.5 s');
    expect(isoDuration({ num: 86400n, den: 1n })).toBe('P1D');
  });
});

describe('smart paste', () => {
  const score = (op: keyof typeof detect, text: string) => {
    const result = detect[op].score!(takeSample(text));
    return typeof result === 'object' && result ? result.confidence : (result ?? 0);
  };
  it.each([
    ['1.5 GiB', 0.9],
    ['300 Mbit/s', 0.9],
    ['12MB/s', 0.9],
    ['4.7 gigabytes', 0.9],
    ['512 B', 0.6],
    ['5 b', 0.35],
  ])('%j', (text, confidence) => expect(score('data-unit-converter', text)).toBe(confidence));

  it.each(['1024', '25 °C', '100K', 'B', 'hello world', 'MB'])('not %j', (text) => expect(score('data-unit-converter', text)).toBe(0));

  it('a size at a rate asks for the transfer time', () => {
    expect(score('data-unit-converter-transfer-time', '4.7 GB at 100 Mbit/s')).toBe(0.95);
    expect(score('data-unit-converter-transfer-time', '4.7 GB at 100 MB')).toBe(0);
    expect(score('data-unit-converter', '4.7 GB at 100 Mbit/s')).toBe(0);
  });
});
