import { IconListLetters } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'bip39-generator',
  path: '/bip39-generator',
  icon: IconListLetters,
  category: 'crypto',
  order: 7,
  keywords: ['BIP39', 'passphrase', 'generator', 'mnemonic', 'entropy', 'seed', 'wallet', 'bitcoin', 'words', 'recovery phrase'],
  component: () => import('./bip39-generator'),
});
