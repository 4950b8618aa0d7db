import type { DetectDeclarations } from '../../engine/detect';

/** Any files can go into a ZIP: a low confidence, below the tools made for their kind. */
export default {
  'zip-creator': { file: { types: ['*'], confidence: 0.3, reason: { key: 'anyFile' } } },
} satisfies DetectDeclarations;
