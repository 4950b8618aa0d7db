/** Cryptographically secure randomness helpers: crypto.getRandomValues only, never the Math PRNG. */

/**
 * Where random bytes come from. The default is Web Crypto; a generator's operation takes another
 * source so that its examples and tests are deterministic (see `sequenceRandom`).
 */
export interface RandomSource {
  getRandomValues<T extends Uint8Array<ArrayBuffer> | Uint16Array<ArrayBuffer> | Uint32Array<ArrayBuffer>>(array: T): T;
}

export const cryptoRandom: RandomSource = {
  getRandomValues: (array) => crypto.getRandomValues(array),
};

/**
 * A deterministic source for tests and examples: fills arrays with `values` in turn (cycling),
 * each value truncated to the element's width. Never use it for anything secret.
 */
export function sequenceRandom(values: readonly number[]): RandomSource {
  if (values.length === 0) throw new RangeError('sequenceRandom needs at least one value');
  let next = 0;
  return {
    getRandomValues(array) {
      for (let index = 0; index < array.length; index += 1) {
        array[index] = values[next % values.length] as number;
        next += 1;
      }
      return array;
    },
  };
}

/** A uniform integer in [0, bound) by rejection sampling on 32-bit words: no modulo bias. */
export function secureRandomBelow(bound: number, random: RandomSource = cryptoRandom): number {
  if (!Number.isInteger(bound) || bound <= 0 || bound > 2 ** 32) throw new RangeError(`Invalid bound ${bound}`);
  const limit = Math.floor(2 ** 32 / bound) * bound;
  const word = new Uint32Array(1);
  for (;;) {
    random.getRandomValues(word);
    const value = word[0] as number;
    if (value < limit) return value % bound;
  }
}

/**
 * `count` uniform integers in [0, bound), drawn in batches from crypto.getRandomValues with
 * rejection sampling (bound ≤ 256 uses bytes, larger bounds 32-bit words).
 */
export function secureRandomIndices(count: number, bound: number, random: RandomSource = cryptoRandom): number[] {
  if (!Number.isInteger(bound) || bound <= 0 || bound > 2 ** 32) throw new RangeError(`Invalid bound ${bound}`);
  const result: number[] = [];
  if (bound > 256) {
    while (result.length < count) result.push(secureRandomBelow(bound, random));
    return result;
  }
  const limit = Math.floor(256 / bound) * bound;
  while (result.length < count) {
    const bytes = new Uint8Array(Math.min(65536, Math.ceil((count - result.length) * 1.3) + 16));
    random.getRandomValues(bytes);
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
export function secureRandomItem<T>(items: readonly T[], random: RandomSource = cryptoRandom): T | undefined {
  return items.length === 0 ? undefined : items[secureRandomBelow(items.length, random)];
}

/**
 * A small deterministic generator (mulberry32), numbers in [0, 1): the same seed gives the same
 * sequence on every run. For tests and reproducible generated data, never for secrets.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
