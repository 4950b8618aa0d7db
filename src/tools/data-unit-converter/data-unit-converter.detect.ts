import type { DetectDeclarations } from '../../engine/detect';
import { parseQuantity, splitTransfer, unitLabel, type Quantity } from './data-unit-converter.service';

/** A number then a data unit: the whole text, at most a line. */
const SHAPE = /^\.?\d[\d.,\s\u00a0\u202f]*\s*[A-Za-z][A-Za-z/ ]{0,24}$/;

function read(text: string): Quantity | undefined {
  if (!SHAPE.test(text)) return undefined;
  try {
    const quantity = parseQuantity(text);
    return /[A-Za-z]/.test(text) ? quantity : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A size or a rate with its unit (`1.5 GiB`, `300 Mbit/s`, `12MB/s`, `4.7 gigabytes`): a bare number
 * is not recognisably one, and a lone `b` or `B` is a weak reading. `4.7 GB at 100 Mbit/s` asks for
 * the transfer time.
 */
export default {
  'data-unit-converter': {
    pre: { maxLines: 1, minLength: 2, maxLength: 40 },
    prior: 0.75,
    score: ({ text }) => {
      const quantity = read(text);
      if (!quantity) return 0;
      const symbol = text.replace(/^[\d.,\s\u00a0\u202f]+/, '');
      const confidence = symbol === 'b' ? 0.35 : symbol === 'B' ? 0.6 : 0.9;
      const unit = unitLabel(quantity.unit.symbol, quantity.kind);
      return { confidence, reason: { key: quantity.kind === 'rate' ? 'rate' : 'size', params: { unit } } };
    },
  },
  'data-unit-converter-transfer-time': {
    pre: { maxLines: 1, minLength: 8, maxLength: 80 },
    prior: 0.9,
    score: ({ text }) => {
      const { size, rate } = splitTransfer(text);
      if (rate === undefined) return 0;
      const sizeQuantity = read(size.trim());
      const rateQuantity = read(rate.trim());
      if (sizeQuantity?.kind !== 'size' || rateQuantity?.kind !== 'rate') return 0;
      return { confidence: 0.95, reason: { key: 'transfer' } };
    },
  },
} satisfies DetectDeclarations;
