import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { examplePdf } from './pdf-info.example';

describe('it-tools pdf-info', () => {
  it('prints the report as JSON and edits the title into a new file', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'hello.pdf'), examplePdf());
    const info = await runCli(['pdf-info', '-i', join(dir, 'hello.pdf')]);
    expect([info.code, info.stderr]).toEqual([0, '']);
    expect(JSON.parse(info.stdout.toString('utf8'))).toMatchObject({ version: '1.4', pages: 1, title: 'Draft', pageSizes: [{ paper: 'A4' }] });

    const edit = await runCli(['pdf-info-edit', '-i', join(dir, 'hello.pdf'), '--title', 'Final', '--author', '', '-o', join(dir, 'out.pdf')]);
    expect([edit.code, edit.stderr]).toEqual([0, '']);
    writeFileSync(join(dir, 'check.pdf'), readFileSync(join(dir, 'out.pdf')));
    const after = await runCli(['pdf-info', '-i', join(dir, 'check.pdf')]);
    const report = JSON.parse(after.stdout.toString('utf8'));
    expect([report.title, report.author, report.created]).toEqual(['Final', undefined, '2024-03-15T10:30:00+01:00']);
  });
});
