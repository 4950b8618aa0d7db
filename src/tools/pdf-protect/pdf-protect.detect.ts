import type { DetectDeclarations } from '../../engine/detect';

/** A PDF dropped anywhere can be protected with a password, or unlocked. */
export default {
  'pdf-protect': { file: { types: ['application/pdf'], confidence: 0.6, reason: { key: 'protect' } } },
  'pdf-protect-unlock': { file: { types: ['application/pdf'], confidence: 0.5, reason: { key: 'unlock' } } },
} satisfies DetectDeclarations;
