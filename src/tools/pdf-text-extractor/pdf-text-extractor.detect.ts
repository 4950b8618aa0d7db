import type { DetectDeclarations } from '../../engine/detect';

/** A PDF dropped anywhere: its text can be copied out. */
export default {
  'pdf-text-extractor': { file: { types: ['application/pdf'], confidence: 0.8, reason: { key: 'pdfFile' } } },
} satisfies DetectDeclarations;
