import type { DetectDeclarations } from '../../engine/detect';

/**
 * A `docker run` (or `docker container run`) command line, `\` line continuations allowed, with
 * something after `run` (the image, usually after options).
 */
export default {
  'docker-run-to-docker-compose-converter': {
    pre: { prefix: ['docker run ', 'docker container run '], minLength: 12, maxLength: 20000 },
    prior: 0.95,
    score: ({ text }) => {
      if (!/^docker (?:container )?run\s/.test(text)) return 0;
      const words = text.split(/\s+/).filter((word) => word !== '\\');
      const start = words[1] === 'container' ? 3 : 2;
      if (words.length <= start) return 0;
      const options = words.slice(start).filter((word) => word.startsWith('-')).length;
      return { confidence: options > 0 ? 0.97 : 0.85, reason: { key: 'dockerRun' } };
    },
  },
} satisfies DetectDeclarations;
