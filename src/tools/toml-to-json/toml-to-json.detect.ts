import { tomlConfidence, type DetectDeclarations } from '../../engine/detect';

/**
 * A TOML document: `[table]` headers and `key = value` lines whose values start as TOML values do
 * (a string, number, date, boolean, array or inline table). The preferred TOML tool for a paste.
 */
export default {
  'toml-to-json': {
    pre: { minLength: 3 },
    prior: 0.7,
    score: tomlConfidence,
  },
} satisfies DetectDeclarations;
