// SQL prettify, 5 MB script of varied statements (sql-prettify.bench-data.mjs: seeded, no few
// shapes repeated): first and whole output, long tasks (scripts/bench.mjs, measureProgressiveFormat).
import { variedSqlScript } from './sql-prettify.bench-data.mjs';

export default async function ({ measureProgressiveFormat }) {
  await measureProgressiveFormat({
    tool: 'sql-prettify',
    input: 'Your SQL query',
    output: 'Prettify version',
    text: variedSqlScript(5 * 1024 * 1024),
    section: 'SQL prettify, 5 MB script of varied statements',
    libraryNote: "sql-formatter's own time for every statement, in the workers",
  });
}
