import { readFileSync, writeFileSync } from 'node:fs';
import { readTools, renderToolList, replaceToolList } from './tool-list.mjs';

const readmePath = new URL('../README.md', import.meta.url);
const readme = readFileSync(readmePath, 'utf8');
const next = replaceToolList(readme, renderToolList(readTools(new URL('../src/tools', import.meta.url).pathname)));
writeFileSync(readmePath, next);
console.log(next === readme ? 'README tool list already up to date' : 'README tool list updated');
