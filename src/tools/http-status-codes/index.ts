import { IconHttpGet } from '@tabler/icons-react';
import { defineTool } from '../define-tool';
import { HTTP_STATUS_NAMES } from './http-status-codes.data';

export default defineTool({
  id: 'http-status-codes',
  path: '/http-status-codes',
  icon: IconHttpGet,
  category: 'web',
  order: 14,
  keywords: ['http', 'status', 'codes', ...HTTP_STATUS_NAMES.flatMap((status) => [String(status.code), status.name])],
  createdAt: '2023-04-13',
  component: () => import('./http-status-codes'),
});
