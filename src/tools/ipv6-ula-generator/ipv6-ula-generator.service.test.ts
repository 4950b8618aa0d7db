import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { chosenSubnet, computeGlobalId, formatEui64, formatUlaPrefix, macToEui64, ntpTimestamp, parseSubnetId, parseUlaMac, ulaBlocks } from './ipv6-ula-generator.service';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const keyOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
};

describe('EUI-64 (RFC 4291 appendix A)', () => {
  it.each([
    ['20:37:06:12:34:56', '2237:06ff:fe12:3456'],
    ['00-0C-29-AB-CD-EF', '020c:29ff:feab:cdef'],
    ['0200.0000.0001', '0000:00ff:fe00:0001'],
  ])('%s → %s', (mac, eui) => {
    expect(formatEui64(macToEui64(parseUlaMac(mac)))).toBe(eui);
  });
});

describe('ntpTimestamp (RFC 5905)', () => {
  it.each([
    ['1970-01-01T00:00:00Z', '83aa7e8000000000'],
    ['2000-01-01T00:00:00Z', 'bc17c20000000000'],
    ['2000-01-01T00:00:00.500Z', 'bc17c20080000000'],
    ['2009-02-13T23:31:30.123Z', 'cd4081521f7ced91'],
    // After 2036-02-07T06:28:16Z the seconds wrap into NTP era 1.
    ['2036-02-07T06:28:17Z', '0000000100000000'],
  ])('%s → %s', (date, expected) => {
    expect(hex(ntpTimestamp(Date.parse(date)))).toBe(expected);
  });
});

describe('computeGlobalId (RFC 4193 §3.2.2)', () => {
  it.each([
    ['20:37:06:12:34:56', '2000-01-01T00:00:00Z', 'fd77:d8b7:1dcd'],
    ['20:37:06:12:34:56', '2023-11-14T22:13:20.500Z', 'fde6:c946:1550'],
    ['00:0c:29:ab:cd:ef', '2009-02-13T23:31:30.123Z', 'fdb9:8c1b:9331'],
  ])('%s at %s → %s', async (mac, date, prefix) => {
    expect(formatUlaPrefix(await computeGlobalId(parseUlaMac(mac), Date.parse(date)))).toBe(prefix);
  });

  it('is the last 5 bytes of SHA-1(NTP time ‖ EUI-64), checked against Node crypto', async () => {
    const mac = parseUlaMac('20:37:06:12:34:56');
    const time = Date.parse('2024-05-06T07:08:09.010Z');
    const expected = createHash('sha1')
      .update(Buffer.concat([Buffer.from(ntpTimestamp(time)), Buffer.from(macToEui64(mac))]))
      .digest()
      .subarray(15);
    expect(hex(await computeGlobalId(mac, time))).toBe(expected.toString('hex'));
  });

  it('changes with the time', async () => {
    const mac = parseUlaMac('20:37:06:12:34:56');
    expect(hex(await computeGlobalId(mac, 1000))).not.toBe(hex(await computeGlobalId(mac, 1001)));
  });
});

describe('prefix formatting from a fixed digest', () => {
  it('writes every group with all its digits', () => {
    const prefix = formatUlaPrefix(Uint8Array.of(0x00, 0x01, 0x02, 0x00, 0x0a));
    expect(prefix).toBe('fd00:0102:000a');
    expect(ulaBlocks(prefix)).toEqual({ ula: 'fd00:0102:000a::/48', firstBlock: 'fd00:0102:000a:0::/64', lastBlock: 'fd00:0102:000a:ffff::/64' });
  });

  it('uses the injected SHA-1', async () => {
    const digest = Uint8Array.from({ length: 20 }, (_, index) => index);
    const globalId = await computeGlobalId(parseUlaMac('20:37:06:12:34:56'), 0, async () => digest.buffer);
    expect(formatUlaPrefix(globalId)).toBe('fd0f:1011:1213');
  });
});

describe('subnet ID', () => {
  it.each([
    ['1', '1'],
    ['002A', '2a'],
    ['ffff', 'ffff'],
    ['0000', '0'],
    [' beef ', 'beef'],
  ])('%j → %s', (text, id) => {
    expect(parseSubnetId(text)).toBe(id);
    expect(chosenSubnet('fd00:0102:000a', text)).toBe(`fd00:0102:000a:${id}::/64`);
  });

  it.each(['', '12345', 'g', '-1', '0x1', '1 2'])('refuses %j', (text) => {
    expect(keyOf(() => parseSubnetId(text))).toBe('invalidSubnetId');
  });
});

describe('MAC address', () => {
  it.each(['20:37:06', '2037061234', '20:37:0G:12:34:56', ''])('refuses %j (exactly 6 bytes needed)', (text) => {
    expect(keyOf(() => parseUlaMac(text))).toBe('invalidMac');
  });
});
