import type { DetectDeclarations } from '../../engine/detect';

/** Any file can be hashed: its digests, all at once. */
export default {
  'hash-text-digests': { file: { types: ['*'], confidence: 0.5, reason: { key: 'anyFile' } } },
} satisfies DetectDeclarations;
