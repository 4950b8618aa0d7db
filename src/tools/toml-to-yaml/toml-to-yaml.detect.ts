import { tomlConfidence, type DetectDeclarations } from '../../engine/detect';

/**
 * A TOML document, as toml-to-json reads it: this converter is the second choice for a pasted TOML
 * document (a little lower confidence).
 */
export default {
  'toml-to-yaml': {
    pre: { minLength: 3 },
    prior: 0.7,
    score: (sample) => {
      const result = tomlConfidence(sample);
      return typeof result === 'number' ? result * 0.97 : { ...result, confidence: result.confidence * 0.97 };
    },
  },
} satisfies DetectDeclarations;
