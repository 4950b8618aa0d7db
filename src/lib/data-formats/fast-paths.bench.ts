// Run: npx vitest bench src/lib/data-formats/fast-paths.bench.ts --run
// The hand-written fast paths against the libraries they stand in for, on ~5 MB of realistic,
// varied documents (testdata/realistic-data.ts, seeded). Figures go to docs/performance.md.
import { bench, describe } from 'vitest';
import { seededRandom } from '../random';
import { realisticData } from './testdata/realistic-data';
import { readYamlDocuments, readYamlDocumentsWithLibrary } from './yaml-read';
import { DEFAULT_YAML_WRITE_OPTIONS, writeYaml, writeYamlWithLibrary } from './yaml-write';

const RECORDS = 22_000;
const yamlData = realisticData(seededRandom(19), RECORDS);
const yamlText = writeYamlWithLibrary(yamlData, DEFAULT_YAML_WRITE_OPTIONS);
const options = { time: 0, iterations: 5, warmupIterations: 1 };

describe(`YAML read, ${(yamlText.length / 1e6).toFixed(1)} MB`, () => {
  bench('yaml-fast-read', () => void readYamlDocuments(yamlText), options);
  bench('yaml library', () => void readYamlDocumentsWithLibrary(yamlText), options);
});

describe('YAML write, the same data', () => {
  bench('yaml-fast-write', () => void writeYaml(yamlData, DEFAULT_YAML_WRITE_OPTIONS), options);
  bench('yaml library', () => void writeYamlWithLibrary(yamlData, DEFAULT_YAML_WRITE_OPTIONS), options);
});
