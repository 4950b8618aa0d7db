import type { DetectDeclarations } from '../../engine/detect';

/** A ZIP, tar or gzip (tar.gz) file dropped anywhere: listed here, its files previewed and extracted. */
export default {
  'zip-extractor-list': { file: { types: ['application/zip', 'application/x-tar', 'application/gzip'], confidence: 0.8, reason: { key: 'list' } } },
  'zip-extractor': { file: { types: ['application/zip', 'application/x-tar', 'application/gzip'], confidence: 0.75, reason: { key: 'extract' } } },
} satisfies DetectDeclarations;
