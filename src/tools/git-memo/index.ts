import { IconBrandGit } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'git-memo',
  path: '/git-memo',
  icon: IconBrandGit,
  category: 'development',
  order: 1,
  keywords: ['git', 'push', 'force', 'pull', 'commit', 'amend', 'rebase', 'merge', 'reset', 'soft', 'hard', 'lease', 'stash', 'branch'],
  component: () => import('./git-memo'),
});
