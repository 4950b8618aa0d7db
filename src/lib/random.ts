/** Cryptographically secure randomness helpers: crypto.getRandomValues only, never the Math PRNG. */

/** A uniform integer in [0, bound) by rejection sampling on 32-bit words: no modulo bias. */
export function secureRandomBelow(bound: number): number {
  if (!Number.isInteger(bound) || bound <= 0 || bound > 2 ** 32) throw new RangeError(`Invalid bound ${bound}`);
  const limit = Math.floor(2 ** 32 / bound) * bound;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    const value = word[0] as number;
    if (value < limit) return value % bound;
  }
}

/**
 * `count` uniform integers in [0, bound), drawn in batches from crypto.getRandomValues with
 * rejection sampling (bound ≤ 256 uses bytes, larger bounds 32-bit words).
 */
export function secureRandomIndices(count: number, bound: number): number[] {
  if (!Number.isInteger(bound) || bound <= 0 || bound > 2 ** 32) throw new RangeError(`Invalid bound ${bound}`);
  const result: number[] = [];
  if (bound > 256) {
    while (result.length < count) result.push(secureRandomBelow(bound));
    return result;
  }
  const limit = Math.floor(256 / bound) * bound;
  while (result.length < count) {
    const bytes = new Uint8Array(Math.min(65536, Math.ceil((count - result.length) * 1.3) + 16));
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit) {
        result.push(byte % bound);
        if (result.length === count) break;
      }
    }
  }
  return result;
}

/** A uniformly chosen element, or undefined for an empty list. */
export function secureRandomItem<T>(items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[secureRandomBelow(items.length)];
}
