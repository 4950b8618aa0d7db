import type { DetectDeclarations } from '../../engine/detect';

/** A PDF dropped anywhere: it can be made smaller here. */
export default {
  'pdf-compress': { file: { types: ['application/pdf'], confidence: 0.6, reason: { key: 'pdfFile' } } },
} satisfies DetectDeclarations;
