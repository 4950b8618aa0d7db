import { yamlConfidence, type DetectDeclarations } from '../../engine/detect';

/** A YAML document: `key: value` lines, `- item` lists, `---` markers. The preferred YAML tool for a paste. */
export default {
  'yaml-prettify': {
    pre: { minLength: 3 },
    prior: 0.6,
    score: yamlConfidence,
  },
} satisfies DetectDeclarations;
