import { IconCamera } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'camera-recorder',
  path: '/camera-recorder',
  icon: IconCamera,
  category: 'images-and-videos',
  order: 4,
  keywords: ['camera', 'recorder', 'webcam', 'video', 'photo', 'picture', 'record', 'screenshot'],
  createdAt: '2023-05-15',
  component: () => import('./camera-recorder'),
});
