import type { DetectDeclarations } from '../../engine/detect';

/** The root of an SVG document: `<svg`, after an optional XML declaration, comments and a doctype. */
const SVG_START = /^(<\?xml[^>]{0,200}>\s*)?(<!--[^]{0,2000}?-->\s*|<!DOCTYPE[^>]{0,500}>\s*)*<svg[\s>]/i;

/** SVG files, and SVG markup pasted as text (the screen takes it into its text field). */
export default {
  'svg-to-png': {
    pre: { prefix: ['<svg', '<?xml', '<!--', '<!DOCTYPE', '<SVG'], minLength: 10 },
    prior: 0.7,
    score: ({ text, truncated }) => (SVG_START.test(text) && (truncated || /<\/svg>$|\/>$/i.test(text)) ? { confidence: 0.8, reason: { key: 'svgText' } } : 0),
    file: { types: ['image/svg+xml'], confidence: 0.85, reason: { key: 'svgFile' } },
  },
} satisfies DetectDeclarations;
