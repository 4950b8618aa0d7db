import { IconBrandDocker } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'docker-compose-converter',
  path: '/docker-compose-converter',
  icon: IconBrandDocker,
  category: 'development',
  order: 22,
  keywords: ['docker', 'compose', 'docker-compose', 'run', 'kubernetes', 'k8s', 'kubectl', 'deployment', 'service', 'manifest', 'yaml', 'convert', 'kompose'],
  createdAt: '2026-12-02',
  component: () => import('./docker-compose-converter'),
});
