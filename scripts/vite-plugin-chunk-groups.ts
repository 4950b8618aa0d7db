import type { Plugin } from 'vite';

/** A module that at least this many lazily loaded chunks (tools, pages) import goes into the kit. */
export const KIT_MIN_SHARE_COUNT = 10;

/**
 * Rolldown's chunk groups (`build.rolldownOptions.output.codeSplitting.groups`), highest priority
 * first:
 * - `shell`: every module the first page loads (Rolldown's `$initial` tag: the entry and what it
 *   imports statically) in the entry chunk. Left to itself, Rolldown splits out of the entry each
 *   module that a lazy chunk also imports (React DOM, Box, UnstyledButton…): eight files and three
 *   stylesheets for the first page.
 * - `engine`: the operation engine, Zod and the worker plumbing (`ENGINE`), when at least
 *   `KIT_MIN_SHARE_COUNT` lazy chunks import them: one file, loaded by the tools that run
 *   operations, not by the command palette or a toast;
 * - `data`: the data-format readers and writers, smart paste's detection and the libraries they use
 *   (`DATA`: yaml), when at least `KIT_MIN_SHARE_COUNT` lazy chunks import them: one file,
 *   loaded by the converters and the detection; in the kit, every tool page loaded them (yaml and
 *   json5 alone are 127 KB of a token generator page that needs neither);
 * - `json5`: JSON5 (`JSON5`), which the JSON tools read with and the YAML ones do not;
 * - `icons`: the Tabler icons that at least two lazy chunks import (a few hundred bytes each): one
 *   file instead of one request per icon (the Hmac generator's page fetched three);
 * - `kit`: every other module imported by at least `KIT_MIN_SHARE_COUNT` lazy chunks: what many
 *   tools share (Mantine's inputs, selects, popovers and their stylesheets, the large-text fields,
 *   the copy buttons…), one file and one stylesheet, loaded with the first tool opened. A module's
 *   imports are imported by at least as many chunks, so neither group pulls in what only a few
 *   tools use.
 * Every other module is chunked automatically: what one tool uses stays in its chunk, a library a
 * few tools share (x509, markdown-it, smol-toml…) in a chunk loaded by those tools only.
 */
export function chunkGroups(minShareCount = KIT_MIN_SHARE_COUNT) {
  return [
    { name: 'shell', tags: ['$initial' as const], priority: 3 },
    { name: 'engine', test: ENGINE, minShareCount, priority: 2 },
    { name: 'data', test: DATA, minShareCount, priority: 2 },
    { name: 'json5', test: JSON5, minShareCount, priority: 2 },
    { name: 'icons', test: ICONS, minShareCount: 2, priority: 0 },
    { name: 'kit', minShareCount, priority: 1 },
  ];
}

/** The operation engine, its schemas (Zod) and the worker plumbing: tools need them, the palette and toasts do not. */
export const ENGINE =
  /[\\/]node_modules[\\/](zod|comlink)[\\/]|[\\/]src[\\/]engine[\\/](?!detect[\\/])|[\\/]src[\\/]modules[\\/]live-result[\\/]/;

/** Data formats and their detection: the converters and smart paste need them, most tool pages do not. */
export const DATA = /[\\/]node_modules[\\/]yaml[\\/]|[\\/]src[\\/]lib[\\/](data-formats|json)[\\/]|[\\/]src[\\/]engine[\\/]detect[\\/]/;

/**
 * JSON5 (31 KB), read by the JSON tools: on its own, so JSON prettify's page does not load yaml
 * (95 KB) with it.
 */
export const JSON5 = /[\\/]node_modules[\\/]json5[\\/]/;
/** Tabler's icon components (their shared helper, createReactComponent, is in the shell: the sidebar uses it). */
export const ICONS = /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/**
 * Fewer, larger chunks (issue 19: a cold load of a tool page made 33–56 requests, each chunk with
 * its own small stylesheet; now 9–20). Production builds only: the dev server serves modules.
 */
export function chunkGroupsPlugin(minShareCount = KIT_MIN_SHARE_COUNT): Plugin {
  return {
    name: 'it-tools:chunk-groups',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups(minShareCount) } } } } }),
  };
}
