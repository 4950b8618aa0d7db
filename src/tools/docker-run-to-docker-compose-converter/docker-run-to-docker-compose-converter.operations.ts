import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { COMPOSE_FORMATS, convertDockerRun, loadComposerize, type ComposeFormat } from './docker-run-to-docker-compose-converter.service';

/** docker run → Compose YAML. Expected outputs written by hand from the Compose specification. */
export const dockerRunToCompose = defineOperation({
  id: 'docker-run-to-docker-compose-converter',
  toolId: 'docker-run-to-docker-compose-converter',
  input: 'text',
  output: 'text',
  options: z.object({ format: z._default(z.enum(COMPOSE_FORMATS as [ComposeFormat, ...ComposeFormat[]]), 'latest') }),
  // Blank input answers '' at once, without loading composerize (1.9 MB).
  run: (input, options) => (input.trim() === '' ? '' : loadComposerize().then((composerize) => convertDockerRun(composerize, input, options.format))),
  examples: [
    {
      input: 'docker run -p 8080:80 --restart always nginx',
      output: 'name: <your project name>\nservices:\n  nginx:\n    ports:\n      - 8080:80\n    restart: always\n    image: nginx',
    },
    { description: 'Blank input gives an empty file', input: ' \n', output: '', detect: false },
  ],
});

export default [dockerRunToCompose];
