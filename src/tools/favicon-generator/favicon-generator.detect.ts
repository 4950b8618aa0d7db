import type { DetectDeclarations } from '../../engine/detect';

/** Any image read here (an SVG at best) makes a favicon set; an ICO is read back into its images. */
export default {
  'favicon-generator': { file: { types: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'image/bmp'], confidence: 0.55, reason: { key: 'image' } } },
  'favicon-generator-read-ico': { file: { types: ['image/x-icon'], confidence: 0.85, reason: { key: 'ico' } } },
} satisfies DetectDeclarations;
