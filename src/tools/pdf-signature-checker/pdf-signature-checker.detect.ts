import type { DetectDeclarations } from '../../engine/detect';

/** A PDF dropped anywhere: its signatures are checked here. */
export default {
  'pdf-signature-checker': { file: { types: ['application/pdf'], confidence: 0.9, reason: { key: 'pdfFile' } } },
} satisfies DetectDeclarations;
