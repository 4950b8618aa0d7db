/**
 * The "WIFI:" payload phones read (ZXing's format, also used by Android and iOS cameras):
 * `WIFI:S:<ssid>;T:<type>;P:<password>;…;;` with `\ ; , " :` escaped by a backslash.
 */
export const ENCRYPTION_METHODS = ['nopass', 'WPA', 'WEP', 'WPA2-EAP'] as const;
export type EncryptionMethod = (typeof ENCRYPTION_METHODS)[number];

export const EAP_METHODS = ['MD5', 'POTP', 'GTC', 'TLS', 'IKEv2', 'SIM', 'AKA', "AKA'", 'TTLS', 'PWD', 'LEAP', 'PSK', 'FAST', 'TEAP', 'EKE', 'NOOB', 'PEAP'] as const;
export type EapMethod = (typeof EAP_METHODS)[number];

export const EAP_PHASE2_METHODS = ['None', 'MSCHAPV2'] as const;
export type EapPhase2Method = (typeof EAP_PHASE2_METHODS)[number];

export interface WifiOptions {
  encryption: EncryptionMethod;
  ssid: string;
  hidden: boolean;
  password: string;
  /** WPA2-EAP only; '' = not chosen. */
  eapMethod: EapMethod | '';
  identity: string;
  anonymous: boolean;
  phase2: EapPhase2Method;
}

/** What is missing, in the order the hints are checked (message keys). */
export type WifiHint = 'ssidMissing' | 'passwordMissing' | 'eapMethodMissing' | 'identityMissing';

export interface WifiPayloadResult {
  /** The text to encode, '' when something is missing. */
  payload: string;
  hint: WifiHint | undefined;
  /** A WPA password outside 8–63 characters: the code is still made. */
  passwordLengthWarning: boolean;
}

/** Backslash before each of `\ ; , " :`. */
export function escapeWifiValue(value: string): string {
  return value.replace(/[\\;,":]/g, (char) => `\\${char}`);
}

export function buildWifiPayload(options: WifiOptions): WifiPayloadResult {
  const { encryption, ssid, hidden, password, eapMethod, identity, anonymous, phase2 } = options;
  const none = (hint: WifiHint): WifiPayloadResult => ({ payload: '', hint, passwordLengthWarning: false });
  if (ssid === '') return none('ssidMissing');
  if (encryption !== 'nopass' && password === '') return none('passwordMissing');
  if (encryption === 'WPA2-EAP' && eapMethod === '') return none('eapMethodMissing');
  if (encryption === 'WPA2-EAP' && !anonymous && identity === '') return none('identityMissing');

  const hiddenPart = hidden ? 'H:true;' : '';
  let payload = `WIFI:S:${escapeWifiValue(ssid)};`;
  if (encryption === 'nopass') payload += hiddenPart;
  else if (encryption === 'WPA2-EAP') {
    payload += `T:WPA2-EAP;P:${escapeWifiValue(password)};E:${eapMethod};`;
    if (phase2 !== 'None') payload += `PH2:${phase2};`;
    payload += anonymous ? 'A:anon;' : `I:${escapeWifiValue(identity)};`;
    payload += hiddenPart;
  } else payload += `T:${encryption};P:${escapeWifiValue(password)};${hiddenPart}`;
  payload += ';';

  const length = Array.from(password).length;
  return { payload, hint: undefined, passwordLengthWarning: encryption === 'WPA' && (length < 8 || length > 63) };
}

export const DEFAULT_WIFI_OPTIONS: WifiOptions = {
  encryption: 'WPA',
  ssid: '',
  hidden: false,
  password: '',
  eapMethod: '',
  identity: '',
  anonymous: false,
  phase2: 'None',
};
