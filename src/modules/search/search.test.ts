import { describe, expect, it } from 'vitest';
import { createSearcher, type SearchItem } from './search';

const tool = (id: string, name: string, description: string, keywords: string[] = []): SearchItem => ({
  id,
  name,
  description,
  keywords,
  category: 'tools',
  categoryLabel: 'Tools',
});

const items: SearchItem[] = [
  tool('json-prettify', 'JSON prettify and format', 'Prettify your JSON string into a friendly, human-readable format.', ['json', 'viewer']),
  tool('json-minify', 'JSON minify', 'Minify and compress your JSON by removing unnecessary whitespace.', ['json', 'minify']),
  tool('json-to-csv', 'JSON to CSV', 'Convert JSON to CSV with automatic header detection.', ['json', 'csv']),
  tool('yaml-to-json', 'YAML to JSON converter', 'Simply convert YAML to JSON with this converter.', ['yaml', 'json']),
  tool('json-diff', 'JSON diff', 'Compare two JSON objects and get the differences between them.', ['json', 'diff']),
  tool('jwt-parser', 'JWT parser', 'Parse and decode your JSON Web Token and display its content.', ['jwt']),
  tool('uuid-generator', 'UUIDs generator', 'A Universally Unique Identifier generator.', ['uuid', 'v4']),
  tool('base64-string', 'Base64 string encoder/decoder', 'Simply encode and decode strings into their base64 representation.', ['base64']),
  tool('base64-file', 'Base64 file converter', 'Convert a string, file, or image into its base64 representation.', ['base64']),
  tool('hash-text', 'Hash text', 'Hash a text string using MD5, SHA256 and more.', ['hash', 'sha256', 'md5']),
  tool('token-generator', 'Token generator', 'Generate random string with the chars you want.', ['token', 'random']),
  { id: 'random-tool', name: 'Random tool', description: 'Go to a random tool', keywords: ['random'], category: 'actions', categoryLabel: 'Actions' },
  { id: 'toggle-theme', name: 'Toggle dark mode', description: 'Switch between the dark and light themes', keywords: ['theme', 'dark'], category: 'actions', categoryLabel: 'Actions' },
  { id: 'github', name: 'GitHub repository', description: 'Open the source code', keywords: ['github', 'source'], category: 'external', categoryLabel: 'External' },
  { id: 'about', name: 'About', description: 'What IT Tools is', keywords: ['about'], category: 'pages', categoryLabel: 'Pages' },
];
const search = createSearcher(items);
const ids = (query: string) => search(query).flatMap((group) => group.items.map((item) => item.id));

describe('command palette search', () => {
  it('lists tools named after an exact word first', () => {
    const json = ids('json');
    expect(json.slice(0, 5).every((id) => id.includes('json'))).toBe(true);
    expect(ids('uuid')[0]).toBe('uuid-generator');
    expect(ids('base64').slice(0, 2).sort()).toEqual(['base64-file', 'base64-string']);
    expect(ids('JSON')).toEqual(json);
  });

  it('ranks the exact name, then names starting with the query, then a word of the name, then the rest', () => {
    // 'YAML to JSON converter' has the word but does not start with it: after every 'JSON …' tool.
    const json = ids('json');
    expect(json.indexOf('yaml-to-json')).toBeGreaterThan(Math.max(...['json-prettify', 'json-minify', 'json-to-csv', 'json-diff'].map((id) => json.indexOf(id))));
    expect(ids('json prettify')[0]).toBe('json-prettify');
    expect(ids('generator').slice(0, 2).sort()).toEqual(['token-generator', 'uuid-generator']);
  });

  it('puts the group holding the best match first', () => {
    // 'about' is also in a tool's description, but the page named 'About' is the better match.
    const withTool = createSearcher([...items, tool('device-information', 'Device information', 'What your browser reports about this device.')]);
    const groups = withTool('about');
    expect(groups[0]?.category).toBe('pages');
    expect(groups.map((entry) => entry.category)).toContain('tools');
  });

  it('caps results at 5 per category and groups by category in order', () => {
    const groups = search('json');
    expect(groups[0]?.category).toBe('tools');
    expect(groups[0]?.items.length).toBeLessThanOrEqual(5);
    expect(search('').map((group) => group.category)).toEqual(['tools', 'actions', 'external', 'pages']);
    expect(search('')[0]?.items).toHaveLength(5);
  });

  it('is fuzzy and case-insensitive', () => {
    expect(ids('hahs text')).toContain('hash-text');
    expect(ids('TOKEN')).toContain('token-generator');
    expect(ids('sha256')).toContain('hash-text');
  });

  it('finds actions, external links and pages', () => {
    expect(ids('dark mode')).toContain('toggle-theme');
    expect(ids('github')).toContain('github');
    expect(ids('about')).toContain('about');
    expect(search('random').find((group) => group.category === 'actions')?.items[0]?.id).toBe('random-tool');
  });

  it('never throws on a query longer than Fuse accepts', () => {
    const long = 'json '.repeat(200);
    expect(() => search(long)).not.toThrow();
    expect(search('x'.repeat(5000))).toEqual([]);
  });

  it('returns nothing for nonsense', () => {
    expect(search('zzqqxxkk')).toEqual([]);
  });
});
