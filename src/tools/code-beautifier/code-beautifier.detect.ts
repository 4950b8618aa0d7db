import type { DetectDeclarations, DetectScore } from '../../engine/detect';
import { codeShape, looksMinified } from './code-beautifier.language';

/**
 * Code worth beautifying. Minified code (long lines, few of them) is this tool's own case: HTML,
 * CSS or JavaScript on one long line. Formatted CSS and HTML count modestly (other tools read
 * HTML pages and fragments too); formatted JavaScript not at all: there is nothing to beautify.
 * JSON (`{`, `[`), XML (`<?xml`, namespaces) and SVG are left to their own tools.
 */
export default {
  'code-beautifier': {
    pre: { minLength: 20 },
    prior: 0.5,
    score: ({ text }): DetectScore | number => {
      const first = text.charCodeAt(0);
      if (first === 123 || first === 91 || first === 34) return 0;
      if (text.startsWith('<?xml') || /^<svg[\s>]/i.test(text)) return 0;
      const shape = codeShape(text);
      const minified = looksMinified(text);
      if (shape.language === 'html') {
        // Rich text from the clipboard (a charset first, or the fragment markers): HTML to Markdown's.
        if (/^(?:<meta charset=|<html>\s{0,4}<head>\s{0,4}<meta charset=["']?[\w-]{1,20}["']?\s?\/?>\s{0,4}<\/head>)/i.test(text) || text.includes('<!--StartFragment-->')) return { confidence: 0.2, reason: { key: 'html' } };
        if (shape.tags < 4 || text.slice(0, 2000).includes('xmlns:')) return 0;
        return minified ? { confidence: 0.7, reason: { key: 'minifiedHtml' } } : { confidence: 0.3, reason: { key: 'html' } };
      }
      if (shape.language === 'css') {
        if (shape.cssDeclarations < 2) return 0;
        return minified ? { confidence: 0.8, reason: { key: 'minifiedCss' } } : { confidence: 0.45, reason: { key: 'css' } };
      }
      // Prose on one long line has words like `if` and `new` too, but not code's punctuation.
      if (!minified || shape.jsSignals < 3 || shape.tags > 2 || shape.punctuation < shape.scanned * 0.04) return 0;
      return { confidence: 0.75, reason: { key: 'minifiedJavaScript' } };
    },
  },
} satisfies DetectDeclarations;
