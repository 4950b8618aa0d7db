import type { DetectDeclarations } from '../../engine/detect';

/** A PDF dropped anywhere can be split into parts. */
export default {
  'pdf-split': { file: { types: ['application/pdf'], confidence: 0.6, reason: { key: 'pdfFile' } } },
} satisfies DetectDeclarations;
