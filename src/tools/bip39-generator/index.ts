import { IconListLetters } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'bip39-generator',
  path: '/bip39-generator',
  icon: IconListLetters,
  category: 'crypto',
  order: 7,
  keywords: ['BIP39', 'passphrase', 'generator', 'mnemonic', 'entropy', 'seed', 'wallet', 'bitcoin', 'words', 'recovery phrase'],
  createdAt: '2026-11-25',
  component: () => import('./bip39-generator'),
});
