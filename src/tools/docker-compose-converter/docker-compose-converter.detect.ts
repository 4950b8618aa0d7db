import type { DetectDeclarations } from '../../engine/detect';

/**
 * A Compose file: a top-level `services:` mapping whose services have an `image:` or a `build:`
 * (the Compose Specification's required shape), optionally after `version:`/`name:` lines.
 */
export default {
  'docker-compose-converter': {
    pre: { minLength: 20, minLines: 3 },
    prior: 0.95,
    score: ({ text }) => {
      const first = text.charCodeAt(0);
      if (first === 123 || first === 91 || first === 60) return 0;
      let inServices = false;
      let services = false;
      let images = 0;
      let otherKeys = 0;
      for (const line of text.split('\n', 2000)) {
        if (/^\s*(#|$)/.test(line)) continue;
        if (/^\S/.test(line)) {
          inServices = /^services:\s*(#.*)?$/.test(line);
          if (inServices) services = true;
          else if (/^(version|name|volumes|networks|secrets|configs|include|x-[\w-]+):/.test(line)) otherKeys++;
          else if (!/^[\w.-]+:/.test(line) && line !== '---') return 0;
          continue;
        }
        if (inServices && /^\s+(image|build):/.test(line)) images++;
      }
      if (!services || images === 0) return 0;
      return { confidence: otherKeys > 0 || images > 1 ? 0.97 : 0.94, reason: { key: 'composeFile' } };
    },
  },
} satisfies DetectDeclarations;
