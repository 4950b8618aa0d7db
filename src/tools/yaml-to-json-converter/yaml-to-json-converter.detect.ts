import { yamlConfidence, type DetectDeclarations } from '../../engine/detect';

/**
 * A YAML document, as the prettifier reads it: the converter is the second choice for a pasted
 * YAML document (a little lower confidence), the first for nothing else.
 */
export default {
  'yaml-to-json-converter': {
    pre: { minLength: 3 },
    prior: 0.6,
    score: (sample) => {
      const result = yamlConfidence(sample);
      return typeof result === 'number' ? result * 0.97 : result && { ...result, confidence: result.confidence * 0.97 };
    },
  },
} satisfies DetectDeclarations;
