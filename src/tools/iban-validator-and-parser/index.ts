import { IconBuildingBank } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'iban-validator-and-parser',
  path: '/iban-validator-and-parser',
  icon: IconBuildingBank,
  category: 'data',
  order: 2,
  keywords: ['iban', 'validator', 'parser', 'bic', 'bank', 'account', 'sepa', 'qr-iban', 'checksum'],
  createdAt: '2023-08-26',
  component: () => import('./iban-validator-and-parser'),
});
