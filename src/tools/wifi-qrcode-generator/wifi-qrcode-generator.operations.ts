import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { buildWifiPayload, EAP_METHODS, EAP_PHASE2_METHODS, ENCRYPTION_METHODS } from './wifi-qrcode-generator.service';

/** The WIFI: text a phone camera reads (ZXing format); the screen draws it as a QR code. Empty when data is missing. */
export const wifiQrcodeGenerator = defineOperation({
  id: 'wifi-qrcode-generator',
  toolId: 'wifi-qrcode-generator',
  input: 'none',
  output: 'text',
  options: z.object({
    encryption: z._default(z.enum(ENCRYPTION_METHODS), 'WPA'),
    ssid: z._default(z.string(), ''),
    hidden: z._default(z.boolean(), false),
    password: z._default(z.string(), ''),
    eapMethod: z._default(z.enum(['', ...EAP_METHODS]), ''),
    identity: z._default(z.string(), ''),
    anonymous: z._default(z.boolean(), false),
    phase2: z._default(z.enum(EAP_PHASE2_METHODS), 'None'),
  }),
  run: (_input, options) => buildWifiPayload(options).payload,
  examples: [
    {
      description: 'ZXing documentation example: WPA network "mynetwork", password "mypass"',
      options: { ssid: 'mynetwork', password: 'mypass' },
      output: 'WIFI:S:mynetwork;T:WPA;P:mypass;;',
    },
    {
      description: 'Special characters \\ ; , " : are backslash-escaped (ZXing WifiResultParser rules)',
      options: { ssid: '"foo;bar\\baz"', password: 'a:b,c' },
      output: 'WIFI:S:\\"foo\\;bar\\\\baz\\";T:WPA;P:a\\:b\\,c;;',
    },
    { description: 'Open hidden network', options: { encryption: 'nopass', ssid: 'Guest', hidden: true }, output: 'WIFI:S:Guest;H:true;;' },
    {
      description: 'WPA2-EAP (Android format): method, phase 2, anonymous identity',
      options: { encryption: 'WPA2-EAP', ssid: 'Corp', password: 'pw', eapMethod: 'PEAP', phase2: 'MSCHAPV2', anonymous: true },
      output: 'WIFI:S:Corp;T:WPA2-EAP;P:pw;E:PEAP;PH2:MSCHAPV2;A:anon;;',
    },
  ],
});

export default [wifiQrcodeGenerator];
