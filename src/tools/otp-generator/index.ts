import { IconDeviceMobile } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'otp-generator',
  path: '/otp-generator',
  icon: IconDeviceMobile,
  category: 'web',
  order: 7,
  keywords: ['otp', 'code', 'generator', 'validator', 'one', 'time', 'password', 'authentication', 'MFA', '2FA', 'mobile', 'device', 'security', 'TOTP', 'Time', 'HMAC', 'google authenticator'],
  component: () => import('./otp-generator'),
});
