// YAML prettify, 5 MB stream of varied documents and items (yaml-prettify.bench-data.mjs: seeded,
// no few shapes repeated): first and whole output, long tasks (scripts/bench.mjs, measureProgressiveFormat).
import { variedYamlStream } from './yaml-prettify.bench-data.mjs';

export default async function ({ measureProgressiveFormat }) {
  await measureProgressiveFormat({
    tool: 'yaml-prettify',
    input: 'Your raw YAML',
    output: 'Prettified version',
    text: variedYamlStream(5 * 1024 * 1024),
    section: 'YAML prettify, 5 MB stream of varied documents',
    libraryNote: "the yaml library's own time for every document, in the workers",
  });
}
