import { describe, expect, it } from 'vitest';
import { bcryptCompare, bcryptHash } from './bcrypt.operations';

describe('which bcrypt runs a recipe waits for the Run button for (about a second or more)', () => {
  it.each([
    [4, false],
    [10, false],
    [12, false],
    [13, true],
    [31, true],
  ])('hashing at cost %i → %s', (rounds, expected) => {
    expect(bcryptHash.costly?.({ rounds })).toBe(expected);
  });

  it.each([
    ['$2a$06$.rCVZVOThsIa97pEDOxvGuRRgzG64bvtJ0938xuqzv18d3ZpQhstC', false],
    ['$2b$12$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i', false],
    ['$2b$14$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i', true],
    ['not a hash', false],
    ['', false],
  ])('comparing with %s → %s', (hash, expected) => {
    expect(bcryptCompare.costly?.({ hash })).toBe(expected);
  });
});
