import type { DetectDeclarations } from '../../engine/detect';

/** A PDF dropped anywhere can be merged with others (below the tools that read one PDF). */
export default {
  'pdf-merge': { file: { types: ['application/pdf'], confidence: 0.6, reason: { key: 'pdfFile' } } },
} satisfies DetectDeclarations;
