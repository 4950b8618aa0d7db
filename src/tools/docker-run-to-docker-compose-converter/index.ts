import { IconBrandDocker } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'docker-run-to-docker-compose-converter',
  path: '/docker-run-to-docker-compose-converter',
  icon: IconBrandDocker,
  category: 'development',
  order: 9,
  keywords: ['docker', 'run', 'compose', 'yaml', 'yml', 'convert', 'deamon', 'podman', 'composerize'],
  component: () => import('./docker-run-to-docker-compose-converter'),
});
