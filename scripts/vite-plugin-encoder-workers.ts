import type { Plugin } from 'vite';

/**
 * mediabunny's encoder extensions (@mediabunny/mp3-encoder, -flac-encoder, -aac-encoder) carry
 * their encoder — the WebAssembly codec and its glue — as the text of a worker script, which they
 * start from a `blob:` URL. The Content-Security-Policy (`worker-src 'self'`) refuses such a worker.
 * In the app's build the text becomes a file of its own, served from our origin and started from
 * there: the encoder is a separate file (for LAME and FFmpeg's AAC encoder, the separately loaded,
 * replaceable LGPL module the About page names), fetched only when a conversion first encodes.
 * The command line keeps the packages as they are (Node starts the text in a worker thread).
 */

/** The extension bundles, by codec: `node_modules/@mediabunny/<codec>-encoder/dist/bundles/…`. */
const EXTENSION = /\/node_modules\/@mediabunny\/(\w+)-encoder\/dist\/bundles\/[^/]+\.m?js$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The text of a string literal or of a template literal without `${}`; undefined for anything else. */
function constantText(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0) return ((node.quasis as { value: { cooked: string } }[])[0]!).value.cooked;
  return undefined;
}

/** Every `inlineWorker(<constant text>)` call of a module's syntax tree. */
export function inlineWorkerCalls(program: Node): { start: number; end: number; script: string }[] {
  const calls: { start: number; end: number; script: string }[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const current = node as Node;
    if (current.type === 'CallExpression') {
      const callee = current.callee as Node;
      const [argument, ...rest] = current.arguments as Node[];
      const script = argument && rest.length === 0 && callee.type === 'Identifier' && callee.name === 'inlineWorker' ? constantText(argument) : undefined;
      if (script !== undefined) calls.push({ start: current.start, end: current.end, script });
    }
    for (const [key, value] of Object.entries(current)) if (key !== 'type' && value && typeof value === 'object') visit(value);
  };
  visit(program);
  return calls;
}

export function encoderWorkersPlugin(): Plugin {
  /** Module id → the emitted worker files' references. */
  const emitted = new Map<string, string[]>();
  return {
    name: 'it-tools:encoder-workers',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const codec = EXTENSION.exec(id)?.[1];
      if (!codec || !code.includes('inlineWorker(')) return undefined;
      const calls = inlineWorkerCalls(this.parse(code) as unknown as Node);
      if (calls.length === 0) this.error(`${id}: no inlineWorker('…') call with a constant script — has @mediabunny/${codec}-encoder changed how it starts its worker?`);
      const references: string[] = [];
      let result = '';
      let from = 0;
      for (const { start, end, script } of calls) {
        const reference = this.emitFile({ type: 'asset', name: `${codec}-encoder.worker.js`, source: script });
        references.push(reference);
        // A classic worker, as the package starts it; awaited where the package awaits its promise.
        result += `${code.slice(from, start)}new Worker(import.meta.ROLLUP_FILE_URL_${reference})`;
        from = end;
      }
      emitted.set(id, references);
      return { code: result + code.slice(from), map: null };
    },
    generateBundle(_options, bundle) {
      // The chunk that starts a worker names its file, as Vite records a chunk's other assets: the
      // service worker's build (src/pwa) then caches it with the tool that uses it.
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const files = item.moduleIds.flatMap((moduleId) => emitted.get(moduleId) ?? []).map((reference) => this.getFileName(reference));
        const meta = (item as { viteMetadata?: { importedAssets: Set<string> } }).viteMetadata;
        for (const file of files) meta?.importedAssets.add(file);
      }
    },
  };
}
