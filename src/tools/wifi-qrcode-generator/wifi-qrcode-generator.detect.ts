import type { DetectDeclarations } from '../../engine/detect';

const ENCRYPTIONS = ['WEP', 'WPA', 'WPA2-EAP', 'nopass'] as const;
/** The generator's EAP methods and phase-2 methods (copied: the service stays out of detection). */
const EAP_METHODS = ['MD5', 'POTP', 'GTC', 'TLS', 'IKEv2', 'SIM', 'AKA', "AKA'", 'TTLS', 'PWD', 'LEAP', 'PSK', 'FAST', 'TEAP', 'EKE', 'NOOB', 'PEAP'];
const PHASE2 = ['None', 'MSCHAPV2'];

/** The `KEY:value;` fields of a `WIFI:` payload, `\` escaping `\ ; , " :` (ZXing WifiResultParser). Linear. */
function wifiFields(body: string): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    if (body[index] === ';') {
      index++;
      continue;
    }
    const colon = body.indexOf(':', index);
    if (colon < 0) return undefined;
    const key = body.slice(index, colon).toUpperCase();
    if (!/^[A-Z][A-Z0-9]{0,3}$/.test(key)) return undefined;
    let value = '';
    let at = colon + 1;
    for (; at < body.length && body[at] !== ';'; at++) {
      if (body[at] === '\\' && at + 1 < body.length) at++;
      value += body[at];
    }
    fields.set(key, value);
    index = at + 1;
  }
  return fields;
}

/**
 * A Wi-Fi network QR payload (`WIFI:T:WPA;S:MyNet;P:secret;;`, ZXing / Wi-Fi Alliance format):
 * the fields become the generator's options, so the same network's QR code is drawn again.
 */
export default {
  'wifi-qrcode-generator': {
    pre: { prefix: ['WIFI:', 'wifi:'], minLength: 9, maxLines: 1, maxLength: 2048 },
    prior: 0.95,
    score: ({ text }) => {
      const fields = wifiFields(text.slice(5));
      const ssid = fields?.get('S');
      if (!fields || !ssid) return 0;
      const type = fields.get('T') ?? '';
      const encryption = ENCRYPTIONS.find((item) => item.toLowerCase() === type.toLowerCase()) ?? (type === '' ? 'nopass' : /^(?:WPA\d?|SAE)$/i.test(type) ? 'WPA' : undefined);
      if (!encryption) return { confidence: 0.5, reason: { key: 'wifi', params: { ssid } } };
      const options: Record<string, unknown> = { encryption, ssid, hidden: fields.get('H')?.toLowerCase() === 'true', password: fields.get('P') ?? '' };
      const eap = EAP_METHODS.find((item) => item.toUpperCase() === fields.get('E')?.toUpperCase());
      if (eap) options.eapMethod = eap;
      if (fields.has('I')) options.identity = fields.get('I');
      if (fields.has('A')) options.anonymous = true;
      const phase2 = PHASE2.find((item) => item.toUpperCase() === fields.get('PH2')?.toUpperCase());
      if (phase2) options.phase2 = phase2;
      return { confidence: 0.98, options, reason: { key: 'wifi', params: { ssid } } };
    },
  },
} satisfies DetectDeclarations;
