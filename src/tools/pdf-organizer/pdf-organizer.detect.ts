import type { DetectDeclarations } from '../../engine/detect';

/** A PDF dropped anywhere: its pages can be reordered, turned, deleted or duplicated here. */
export default {
  'pdf-organizer': { file: { types: ['application/pdf'], confidence: 0.6, reason: { key: 'pdfFile' } } },
} satisfies DetectDeclarations;
