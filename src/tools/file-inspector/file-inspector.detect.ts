import type { DetectDeclarations } from '../../engine/detect';

/**
 * Any file can be inspected: a low confidence, below the tools made for its kind; a file nothing
 * else reads (unknown binary data, an executable) is what the inspector is for.
 */
export default {
  'file-inspector': { file: { types: ['*'], confidence: 0.35, reason: { key: 'anyFile' } } },
  'file-inspector-hex': { file: { types: ['application/octet-stream', 'application/x-msdownload', 'application/x-elf', 'application/java-vm', 'application/wasm'], confidence: 0.55, reason: { key: 'binary' } } },
} satisfies DetectDeclarations;
