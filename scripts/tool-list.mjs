// Builds the README's tool list from the tool folders (category and order from index.ts, name and
// description from locales/en.json). `npm run readme:tools` rewrites the README section; a unit
// test fails when the README is out of date.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** @type {Record<string, string>} */
export const CATEGORY_LABELS = {
  crypto: 'Crypto',
  converter: 'Converter',
  web: 'Web',
  'images-and-videos': 'Images and videos',
  pdf: 'PDF',
  development: 'Development',
  network: 'Network',
  math: 'Math',
  measurement: 'Measurement',
  text: 'Text',
  data: 'Data',
};

export const START_MARKER = '<!-- tool-list:start -->';
export const END_MARKER = '<!-- tool-list:end -->';

/** @typedef {{ id: string, path: string, category: string, order: number, name: string, description: string }} ListedTool */

/** @param {string} toolsDir @returns {ListedTool[]} */
export function readTools(toolsDir) {
  return readdirSync(toolsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(toolsDir, entry.name, 'index.ts')))
    .map((entry) => {
      const index = readFileSync(join(toolsDir, entry.name, 'index.ts'), 'utf8');
      const strings = JSON.parse(readFileSync(join(toolsDir, entry.name, 'locales', 'en.json'), 'utf8'));
      return {
        id: entry.name,
        path: /path:\s*'([^']+)'/.exec(index)?.[1] ?? `/${entry.name}`,
        category: /category:\s*'([^']+)'/.exec(index)?.[1] ?? 'unknown',
        order: Number(/order:\s*(\d+)/.exec(index)?.[1] ?? 0),
        name: strings.name,
        description: strings.description,
      };
    });
}

/** @param {ListedTool[]} tools */
export function renderToolList(tools) {
  const lines = [START_MARKER];
  for (const [category, label] of Object.entries(CATEGORY_LABELS)) {
    const inCategory = tools.filter((tool) => tool.category === category).sort((a, b) => a.order - b.order);
    if (inCategory.length === 0) continue;
    lines.push('', `**${label}**`, '');
    for (const tool of inCategory) lines.push(`- [${tool.name}](${tool.path}) — ${tool.description}`);
  }
  lines.push('', END_MARKER);
  return lines.join('\n');
}

/** @param {string} readme @param {string} list */
export function replaceToolList(readme, list) {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start < 0 || end < 0) throw new Error('README.md lacks the tool-list markers');
  return readme.slice(0, start) + list + readme.slice(end + END_MARKER.length);
}
