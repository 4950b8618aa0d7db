import { describe, expect, it } from 'vitest';
import { chunkGroups, chunkGroupsPlugin, DATA, ENGINE, ICONS, JSON5, KIT_MIN_SHARE_COUNT } from './vite-plugin-chunk-groups';

describe('chunk groups', () => {
  it('puts the first page in the entry, then the engine and the kit shared by many lazy chunks', () => {
    expect(chunkGroups()).toEqual([
      { name: 'shell', tags: ['$initial'], priority: 3 },
      {
        name: 'engine',
        test: ENGINE,
        minShareCount: KIT_MIN_SHARE_COUNT,
        priority: 2,
      },
      { name: 'data', test: DATA, minShareCount: KIT_MIN_SHARE_COUNT, priority: 2 },
      { name: 'json5', test: JSON5, minShareCount: KIT_MIN_SHARE_COUNT, priority: 2 },
      { name: 'icons', test: ICONS, minShareCount: 2, priority: 0 },
      { name: 'kit', minShareCount: KIT_MIN_SHARE_COUNT, priority: 1 },
    ]);
  });

  it('data holds the format readers, the detection and yaml, not json5, the UI kit or the engine', () => {
    expect(JSON5.test('/app/node_modules/json5/dist/index.mjs')).toBe(true);
    expect(DATA.test('/app/node_modules/json5/dist/index.mjs')).toBe(false);
    for (const id of ['/app/node_modules/yaml/dist/index.js', '/app/src/lib/data-formats/json-read.ts', '/app/src/engine/detect/yaml-shape.ts', '/app/src/lib/json/strict-json.ts'])
      expect(DATA.test(id), id).toBe(true);
    for (const id of ['/app/src/ui/copy/CopyButton.tsx', '/app/node_modules/@mantine/core/esm/components/Select/Select.mjs', '/app/src/engine/schema.ts', '/app/src/lib/clipboard.ts'])
      expect(DATA.test(id), id).toBe(false);
  });

  it('the engine holds the operation engine, Zod and the worker plumbing, not the UI or other helpers', () => {
    for (const id of [
      '/app/node_modules/zod/v4/core/schemas.js',
      '/app/node_modules/comlink/dist/esm/comlink.mjs',
      '/app/src/engine/schema.ts',
      '/app/src/engine/worker/worker-pool.ts',
      '/app/src/modules/live-result/use-live-result.ts',
      '/app/src/modules/live-result/use-operation-result.ts',
    ])
      expect(ENGINE.test(id), id).toBe(true);
    for (const id of [
      '/app/src/lib/clipboard.ts',
      '/app/src/ui/copy/CopyButton.tsx',
      '/app/node_modules/@mantine/core/esm/components/Select/Select.mjs',
      '/app/src/tools/hash-text/hash-text.tsx',
    ])
      expect(ENGINE.test(id), id).toBe(false);
  });

  it('icons holds the icon components only, not their helper or the rest of the UI', () => {
    expect(ICONS.test('/app/node_modules/@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs')).toBe(true);
    for (const id of ['/app/node_modules/@tabler/icons-react/dist/esm/createReactComponent.mjs', '/app/node_modules/@mantine/core/esm/components/Select/Select.mjs', '/app/src/ui/copy/CopyButton.tsx'])
      expect(ICONS.test(id), id).toBe(false);
  });

  it('applies to production builds only, through build.rolldownOptions', () => {
    const plugin = chunkGroupsPlugin();
    expect(plugin.apply).toBe('build');
    const config = (
      plugin.config as () => {
        build: {
          rolldownOptions: { output: { codeSplitting: { groups: unknown[] } } };
        };
      }
    )();
    expect(config.build.rolldownOptions.output.codeSplitting.groups).toEqual(chunkGroups());
  });
});
