import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mantineCssPlugin, mantineStylesFor } from './vite-plugin-mantine-css';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = (mantineCssPlugin() as unknown as { transform: Transform }).transform;

describe('per-component Mantine styles', () => {
  it('gives a component its own stylesheet after those of the components it is built on', () => {
    const button = mantineStylesFor(['Button']);
    expect(button).toContain('Button');
    expect(button).toContain('Loader');
    expect(button.indexOf('UnstyledButton')).toBeGreaterThanOrEqual(0);
    expect(button.indexOf('UnstyledButton')).toBeLessThan(button.indexOf('Button'));
  });

  it('finds the styles of a component that has none of its own (Select → Combobox, Input, Popover)', () => {
    const select = mantineStylesFor(['Select']);
    for (const sheet of ['Input', 'Combobox', 'Popover', 'ScrollArea']) expect(select).toContain(sheet);
    for (const sheet of select) expect(existsSync(`node_modules/@mantine/core/styles/${sheet}.layer.css`), sheet).toBe(true);
  });

  it('adds nothing for hooks, helpers and type-only imports', () => {
    expect(mantineStylesFor(['useMantineColorScheme', 'rem'])).toEqual([]);
    expect(transform("import type { ButtonProps } from '@mantine/core';", '/app/src/a.tsx')).toBeNull();
    const mixed = transform("import { type ButtonProps, Badge } from '@mantine/core';", '/app/src/b.tsx');
    expect(mixed?.code).toContain("import '@mantine/core/styles/Badge.layer.css';");
    expect(mixed?.code).not.toContain('Button.layer.css');
  });

  it('appends the imports, keeping the module and its line numbers, and handles aliases and several lines', () => {
    const source = "import {\n  Alert as Callout,\n  Group,\n} from '@mantine/core';\nexport const x = 1;";
    const result = transform(source, '/app/src/c.tsx');
    expect(result?.code.startsWith(source)).toBe(true);
    expect(result?.code).toContain("import '@mantine/core/styles/Alert.layer.css';");
    expect(result?.code).toContain("import '@mantine/core/styles/Group.layer.css';");
  });

  it('leaves other packages alone, but covers Mantine packages built on core', () => {
    const code = "import { Button } from '@mantine/core';";
    expect(transform(code, '/app/node_modules/some-lib/index.js')).toBeNull();
    expect(transform(code, '/app/node_modules/@mantine/core/esm/x.mjs')).toBeNull();
    expect(transform(code, '/app/node_modules/@mantine/tiptap/esm/RichTextEditor.mjs')?.code).toContain('Button.layer.css');
  });
});
