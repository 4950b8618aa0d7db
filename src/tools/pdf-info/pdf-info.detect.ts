import type { DetectDeclarations } from '../../engine/detect';

/** A PDF dropped anywhere: its pages, fonts, metadata and security are shown here. */
export default {
  'pdf-info': { file: { types: ['application/pdf'], confidence: 0.85, reason: { key: 'pdfFile' } } },
} satisfies DetectDeclarations;
