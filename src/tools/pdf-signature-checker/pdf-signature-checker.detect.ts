import type { DetectDeclarations } from '../../engine/detect';

/** A PDF dropped anywhere: its signatures can be checked here (below PDF info and the text: most PDFs dropped carry none). */
export default {
  'pdf-signature-checker': { file: { types: ['application/pdf'], confidence: 0.65, reason: { key: 'pdfFile' } } },
} satisfies DetectDeclarations;
