import { describe, expect, it } from 'vitest';
import { describeDevice, deviceReportJson, DEVICE_FIELDS, SCREEN_FIELDS, type DeviceEnvironment } from './device-information.service';

const full: DeviceEnvironment = {
  screen: { availWidth: 1920, availHeight: 1040, colorDepth: 24, orientation: { type: 'landscape-primary', angle: 0 } },
  devicePixelRatio: 1.5,
  innerWidth: 1280,
  innerHeight: 720,
  navigator: { vendor: 'Google Inc.', languages: ['fr-FR', 'fr', 'en'], platform: 'Linux x86_64', userAgent: 'Mozilla/5.0 (X11)', hardwareConcurrency: 8 },
  timeZone: 'Europe/Paris',
};

describe('describeDevice', () => {
  it('formats every value', () => {
    expect(describeDevice(full)).toEqual({
      screenSize: '1920 x 1040',
      orientation: 'landscape-primary',
      orientationAngle: '0°',
      colorDepth: '24 bits',
      pixelRatio: '1.5 dppx',
      windowSize: '1280 x 720',
      vendor: 'Google Inc.',
      languages: 'fr-FR, fr, en',
      platform: 'Linux x86_64',
      userAgent: 'Mozilla/5.0 (X11)',
      timeZone: 'Europe/Paris',
      cpuCores: '8',
    });
  });

  it('matches the formats of the spec', () => {
    const info = describeDevice({ ...full, screen: { ...full.screen, orientation: { type: 'portrait-primary', angle: 90 } } });
    expect(info.screenSize).toMatch(/^\d+ x \d+$/);
    expect(info.windowSize).toMatch(/^\d+ x \d+$/);
    expect(info.colorDepth).toMatch(/^\d+ bits$/);
    expect(info.pixelRatio).toMatch(/ dppx$/);
    expect(info.orientationAngle).toBe('90°');
  });

  it('leaves every value undefined when nothing is exposed', () => {
    const info = describeDevice({});
    for (const field of [...SCREEN_FIELDS, ...DEVICE_FIELDS]) expect(info[field], field).toBeUndefined();
  });

  it.each<[string, DeviceEnvironment, string]>([
    ['no Screen Orientation API', { ...full, screen: { ...full.screen, orientation: null } }, 'orientation'],
    ['no orientation angle', { ...full, screen: { ...full.screen, orientation: { type: 'landscape-primary' } } }, 'orientationAngle'],
    ['an empty vendor (Firefox)', { ...full, navigator: { ...full.navigator, vendor: '' } }, 'vendor'],
    ['no languages', { ...full, navigator: { ...full.navigator, languages: [] } }, 'languages'],
    ['an empty platform', { ...full, navigator: { ...full.navigator, platform: '  ' } }, 'platform'],
    ['no hardwareConcurrency', { ...full, navigator: { ...full.navigator, hardwareConcurrency: undefined } }, 'cpuCores'],
    ['a NaN pixel ratio', { ...full, devicePixelRatio: Number.NaN }, 'pixelRatio'],
    ['no time zone', { ...full, timeZone: undefined }, 'timeZone'],
  ])('%s → %s unknown', (_name, env, field) => {
    expect(describeDevice(env)[field as keyof ReturnType<typeof describeDevice>]).toBeUndefined();
  });
});

describe('deviceReportJson', () => {
  it('keys the values by their labels', () => {
    expect(JSON.parse(deviceReportJson([['Screen size', '1 x 2'], ['Time zone', 'unknown']]))).toEqual({ 'Screen size': '1 x 2', 'Time zone': 'unknown' });
  });
});
