import type { Plugin } from 'vite';

/** V8's file-level compile hint: compile every function of the script as it loads, not at its first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  imports?: readonly string[];
  code?: string;
}

/** The chunks the first page loads: the entries and everything they import statically. */
export function initialChunks(bundle: Record<string, ChunkLike>): Set<string> {
  const chunks = new Map(Object.values(bundle).filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const visit = (fileName: string) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return initial;
}

/**
 * Marks every JavaScript chunk loaded later (a tool's screen and the components it uses, loaded when
 * a pointer rests on its link or when it opens) with V8's compile hint. Without it, a function is
 * compiled the first time it runs: the first render of a tool paid for compiling its screen and the
 * Mantine components the home page does not use (Select, Combobox, Popover…), 30–40 ms of a
 * date-converter navigation. With it, Chromium compiles them while the chunk loads, off the main
 * thread. The first page's own chunks are left as they are (their load is what home's figures
 * measure). Other browsers ignore the comment.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'it-tools-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const initial = initialChunks(bundle as unknown as Record<string, ChunkLike>);
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk' && !initial.has(item.fileName) && !item.code.startsWith(COMPILE_HINT)) item.code = `${COMPILE_HINT}\n${item.code}`;
        }
      },
    },
  };
}
