import type { DetectDeclarations } from '../../engine/detect';

/** A PDF dropped anywhere: its pages can be saved as images. */
export default {
  'pdf-to-images': { file: { types: ['application/pdf'], confidence: 0.75, reason: { key: 'pdfFile' } } },
} satisfies DetectDeclarations;
