// Prints translation coverage per language (shell and every tool). Exits 1 when a language lacks a
// key English has, drops a placeholder, or has keys English does not. Usage: npm run i18n:check
import { coverage, LANGUAGES } from './i18n-coverage.mjs';

const report = coverage(process.cwd());
let failed = false;
console.log('Translation coverage (keys translated / keys in English)');
for (const language of LANGUAGES.slice(1)) {
  const rows = report.filter((row) => row.language === language);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const done = rows.reduce((sum, row) => sum + row.total - row.missing.length, 0);
  const percent = total === 0 ? 100 : (100 * done) / total;
  console.log(`  ${language}  ${percent.toFixed(1).padStart(5)} %  (${done}/${total})`);
  for (const row of rows) {
    const problems = [
      ...row.missing.map((key) => `missing ${key}`),
      ...row.brokenPlaceholders.map((key) => `placeholders differ in ${key}`),
      ...row.extra.map((key) => `unknown key ${key}`),
    ];
    if (problems.length > 0) failed = true;
    for (const problem of problems.slice(0, 20)) console.log(`      ${row.set}: ${problem}`);
    if (problems.length > 20) console.log(`      ${row.set}: … and ${problems.length - 20} more`);
  }
}
process.exit(failed ? 1 : 0);
