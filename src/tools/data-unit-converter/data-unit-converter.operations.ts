import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { convertAllUnits, DEFAULT_DIGITS, DEFAULT_RATE, MAX_DIGITS, MIN_DIGITS, transferTime } from './data-unit-converter.service';

const digits = z._default(z.int().check(z.minimum(MIN_DIGITS), z.maximum(MAX_DIGITS)), DEFAULT_DIGITS);

/**
 * A size or a rate in every unit, exactly. Expected values from the unit definitions (IEC 80000-13:
 * kB = 1000 B, KiB = 1024 B, B = 8 bit), checked with Python's fractions.Fraction.
 */
export const dataUnitConverter = defineOperation({
  id: 'data-unit-converter',
  toolId: 'data-unit-converter',
  input: 'text',
  output: 'data',
  options: z.object({ digits }),
  run: (input, options) => convertAllUnits(input, options.digits),
  examples: [
    {
      description: '1.5 GiB = 1.5 × 2^30 B = 1610612736 B (IEC); in SI units 1.610612736 GB',
      input: '1.5 GiB',
      output: {
        kind: 'size',
        value: '1.5',
        unit: 'GiB',
        unitName: 'gibibytes',
        bits: '12884901888',
        bytes: '1610612736',
        units: {
          B: '1610612736',
          kB: '1610612.736',
          MB: '1610.612736',
          GB: '1.610612736',
          TB: '0.001610612736',
          PB: '0.000001610612736',
          EB: '0.000000001610612736',
          KiB: '1572864',
          MiB: '1536',
          GiB: '1.5',
          TiB: '0.00146484375',
          PiB: '0.00000143051147460938',
          EiB: '0.00000000139698386192322',
          bit: '12884901888',
          kbit: '12884901.888',
          Mbit: '12884.901888',
          Gbit: '12.884901888',
          Tbit: '0.012884901888',
          Pbit: '0.000012884901888',
          Ebit: '0.000000012884901888',
          Kibit: '12582912',
          Mibit: '12288',
          Gibit: '12',
          Tibit: '0.01171875',
          Pibit: '0.000011444091796875',
          Eibit: '0.0000000111758708953857',
        },
      },
    },
    {
      description: '300 Mbit/s = 37.5 MB/s ≈ 35.7628 MiB/s, at 6 significant digits',
      input: '300 Mbps',
      options: { digits: 6 },
      output: {
        kind: 'rate',
        value: '300',
        unit: 'Mbit/s',
        unitName: 'megabits per second',
        bits: '300000000',
        bytes: '37500000',
        units: {
          'B/s': '37500000',
          'kB/s': '37500',
          'MB/s': '37.5',
          'GB/s': '0.0375',
          'TB/s': '0.0000375',
          'PB/s': '0.0000000375',
          'EB/s': '0.0000000000375',
          'KiB/s': '36621.1',
          'MiB/s': '35.7628',
          'GiB/s': '0.0349246',
          'TiB/s': '0.0000341061',
          'PiB/s': '0.0000000333067',
          'EiB/s': '0.0000000000325261',
          'bit/s': '300000000',
          'kbit/s': '300000',
          'Mbit/s': '300',
          'Gbit/s': '0.3',
          'Tbit/s': '0.0003',
          'Pbit/s': '0.0000003',
          'Ebit/s': '0.0000000003',
          'Kibit/s': '292969',
          'Mibit/s': '286.102',
          'Gibit/s': '0.279397',
          'Tibit/s': '0.000272848',
          'Pibit/s': '0.000000266454',
          'Eibit/s': '0.000000000260209',
        },
      },
    },
  ],
});

/** How long a size takes at a rate: `4.7 GB at 100 Mbit/s` → 376 s. */
export const dataUnitConverterTransferTime = defineOperation({
  id: 'data-unit-converter-transfer-time',
  toolId: 'data-unit-converter',
  input: 'text',
  output: 'data',
  options: z.object({ rate: z._default(z.string(), DEFAULT_RATE), digits }),
  run: (input, options) => transferTime(input, options.rate, options.digits),
  examples: [
    {
      description: '4.7 GB × 8 / 100 Mbit/s = 376 s',
      input: '4.7 GB at 100 Mbit/s',
      output: {
        size: '4.7 GB',
        rate: '100 Mbit/s',
        seconds: '376',
        duration: '6 min 16 s',
        iso8601: 'PT6M16S',
      },
    },
    {
      description: 'The rate as an option: 1 TiB = 8 × 2^40 bits at 1 Gbit/s = 8796.093022208 s',
      input: '1 TiB',
      options: { rate: '1 Gbit/s' },
      output: {
        size: '1 TiB',
        rate: '1 Gbit/s',
        seconds: '8796.093022208',
        duration: '2 h 26 min 36 s',
        iso8601: 'PT2H26M36S',
      },
      detect: false,
    },
  ],
});

export default [dataUnitConverter, dataUnitConverterTransferTime];
