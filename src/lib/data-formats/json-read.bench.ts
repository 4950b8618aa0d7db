// Run: npx vitest bench src/lib/data-formats/json-read.bench.ts --run
// readJson (strict JSON → data: Maps, bigint integers) on ~5 MB of realistic, varied records
// (testdata/realistic-data.ts, seeded), with JSON.parse as the reference.
import { bench, describe } from 'vitest';
import { seededRandom } from '../random';
import { readJson } from './json-read';
import { writeJson } from './json-write';
import { realisticData } from './testdata/realistic-data';

const jsonText = writeJson(realisticData(seededRandom(19), 20_000), 2);
const options = { time: 0, iterations: 10, warmupIterations: 2 };

describe(`JSON read, ${(jsonText.length / 1e6).toFixed(1)} MB`, () => {
  bench('readJson', () => void readJson(jsonText), options);
  bench('JSON.parse (reference: plain objects, doubles)', () => void JSON.parse(jsonText), options);
});
