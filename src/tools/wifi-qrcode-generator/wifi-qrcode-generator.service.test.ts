import { describe, expect, it } from 'vitest';
import { buildWifiPayload, DEFAULT_WIFI_OPTIONS, escapeWifiValue, type WifiOptions } from './wifi-qrcode-generator.service';

const wifi = (patch: Partial<WifiOptions>) => buildWifiPayload({ ...DEFAULT_WIFI_OPTIONS, ...patch });

describe('payload per method (ZXing WIFI: format)', () => {
  it.each<[string, Partial<WifiOptions>, string]>([
    ['open network', { encryption: 'nopass', ssid: 'Cafe' }, 'WIFI:S:Cafe;;'],
    ['open hidden network', { encryption: 'nopass', ssid: 'Cafe', hidden: true }, 'WIFI:S:Cafe;H:true;;'],
    ['open network ignores a typed password', { encryption: 'nopass', ssid: 'Cafe', password: 'x' }, 'WIFI:S:Cafe;;'],
    ['WPA', { ssid: 'Home', password: 'correct horse' }, 'WIFI:S:Home;T:WPA;P:correct horse;;'],
    ['WPA hidden', { ssid: 'Home', password: 'password1', hidden: true }, 'WIFI:S:Home;T:WPA;P:password1;H:true;;'],
    ['WEP', { encryption: 'WEP', ssid: 'Old', password: 'abcde' }, 'WIFI:S:Old;T:WEP;P:abcde;;'],
    [
      'WPA2-EAP with identity, phase 2 None',
      { encryption: 'WPA2-EAP', ssid: 'Corp', password: 'pw', eapMethod: 'PEAP', identity: 'alice' },
      'WIFI:S:Corp;T:WPA2-EAP;P:pw;E:PEAP;I:alice;;',
    ],
    [
      'WPA2-EAP anonymous with MSCHAPV2, hidden',
      { encryption: 'WPA2-EAP', ssid: 'Corp', password: 'pw', eapMethod: 'TTLS', anonymous: true, identity: 'ignored', phase2: 'MSCHAPV2', hidden: true },
      'WIFI:S:Corp;T:WPA2-EAP;P:pw;E:TTLS;PH2:MSCHAPV2;A:anon;H:true;;',
    ],
    ["EAP method AKA' as is", { encryption: 'WPA2-EAP', ssid: 'S', password: 'p', eapMethod: "AKA'", identity: 'i' }, "WIFI:S:S;T:WPA2-EAP;P:p;E:AKA';I:i;;"],
  ])('%s', (_name, patch, payload) => {
    expect(wifi(patch)).toEqual({ payload, hint: undefined, passwordLengthWarning: expect.any(Boolean) });
  });
});

describe('escaping', () => {
  it('escapes all five special characters', () => {
    expect(escapeWifiValue('a\\b;c,d"e:f')).toBe('a\\\\b\\;c\\,d\\"e\\:f');
  });

  it('escapes SSID, password and identity', () => {
    expect(wifi({ ssid: 'My;Net', password: 'p:a,s"s\\word' }).payload).toBe('WIFI:S:My\\;Net;T:WPA;P:p\\:a\\,s\\"s\\\\word;;');
    expect(wifi({ encryption: 'WPA2-EAP', ssid: 'x', password: 'y', eapMethod: 'TLS', identity: 'dom\\user;1' }).payload).toBe(
      'WIFI:S:x;T:WPA2-EAP;P:y;E:TLS;I:dom\\\\user\\;1;;',
    );
  });

  it('keeps non-ASCII characters', () => {
    expect(wifi({ encryption: 'nopass', ssid: 'Café ☕' }).payload).toBe('WIFI:S:Café ☕;;');
  });
});

describe('hints, in order', () => {
  it.each<[Partial<WifiOptions>, string]>([
    [{ ssid: '' }, 'ssidMissing'],
    [{ ssid: '', password: '' , encryption: 'WPA2-EAP' }, 'ssidMissing'],
    [{ ssid: 'a', password: '' }, 'passwordMissing'],
    [{ ssid: 'a', encryption: 'WEP', password: '' }, 'passwordMissing'],
    [{ ssid: 'a', encryption: 'WPA2-EAP', password: 'p' }, 'eapMethodMissing'],
    [{ ssid: 'a', encryption: 'WPA2-EAP', password: 'p', eapMethod: 'PEAP' }, 'identityMissing'],
  ])('%j → %s', (patch, hint) => {
    expect(wifi(patch)).toEqual({ payload: '', hint, passwordLengthWarning: false });
  });

  it('anonymous needs no identity', () => {
    expect(wifi({ ssid: 'a', encryption: 'WPA2-EAP', password: 'p', eapMethod: 'PEAP', anonymous: true }).hint).toBeUndefined();
  });
});

describe('WPA password length warning', () => {
  it.each([
    ['1234567', true],
    ['12345678', false],
    ['x'.repeat(63), false],
    ['x'.repeat(64), true],
  ])('%s → %s', (password, warning) => {
    const result = wifi({ ssid: 'a', password });
    expect(result.passwordLengthWarning).toBe(warning);
    expect(result.payload).not.toBe('');
  });

  it('does not apply to WEP', () => {
    expect(wifi({ ssid: 'a', encryption: 'WEP', password: 'abc' }).passwordLengthWarning).toBe(false);
  });
});
