import { HOTP, Secret } from 'otpauth';
import { ToolInputError } from '../../lib/errors';
import { cryptoRandom, type RandomSource } from '../../lib/random';

export const OTP_ALGORITHMS = ['SHA1', 'SHA256', 'SHA512'] as const;
export type OtpAlgorithm = (typeof OTP_ALGORITHMS)[number];
export const DEFAULT_PERIOD = 30;
export const MAX_PERIOD = 3600;
/** 160 bits, the size RFC 4226 §4 recommends (and the SHA-1 output size). */
export const SECRET_BYTES = 20;

/** Remove whitespace and trailing `=` padding, uppercase (RFC 4648 alphabet is case-insensitive in practice). */
export function normalizeSecret(raw: string): string {
  return raw.replace(/\s+/g, '').replace(/=+$/, '').toUpperCase();
}

/** The normalised base32 secret; `secretEmpty` or `secretInvalid` otherwise. */
export function parseSecret(raw: string): string {
  const secret = normalizeSecret(raw);
  if (secret === '') throw new ToolInputError('secretEmpty');
  if (!/^[A-Z2-7]+$/.test(secret)) throw new ToolInputError('secretInvalid');
  return secret;
}

/** RFC 4648 base32 decoding; trailing bits that do not fill a byte are dropped. */
export function base32ToBytes(secret: string): Uint8Array {
  return new Uint8Array(Secret.fromBase32(secret).bytes);
}

export function secretToHex(secret: string): string {
  return Array.from(base32ToBytes(secret), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new random secret: 20 bytes from the random source, as 32 base32 characters. */
export function generateSecret(random: RandomSource = cryptoRandom): string {
  const bytes = new Uint8Array(SECRET_BYTES);
  random.getRandomValues(bytes);
  return new Secret({ buffer: bytes.buffer }).base32;
}

/** A whole number of seconds between 1 and 3600; `periodInvalid` otherwise. */
export function parsePeriod(raw: string | number): number {
  const text = String(raw).trim();
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > MAX_PERIOD) throw new ToolInputError('periodInvalid');
  return value;
}

/** The fixed Unix time in seconds, or undefined for the live clock; `timeInvalid` for anything else. */
export function parseFixedTime(raw: string): number | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) throw new ToolInputError('timeInvalid');
  return Number(text);
}

export interface OtpSettings {
  /** Normalised base32 secret. */
  secret: string;
  algorithm: OtpAlgorithm;
  digits: number;
}

/** HOTP (RFC 4226): HMAC(key, 8-byte big-endian counter), dynamic truncation, mod 10^digits, zero-padded. */
export function hotp({ secret, algorithm, digits }: OtpSettings, counter: number): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), algorithm, digits, counter });
}

/** RFC 6238: T = floor(time / period). */
export function totpCounter(timeSeconds: number, period: number): number {
  return Math.floor(timeSeconds / period);
}

export interface TotpCodes {
  counter: number;
  /** Undefined when the counter is 0 (there is no previous period). */
  previous: string | undefined;
  current: string;
  next: string;
}

export function totpCodes(settings: OtpSettings, timeSeconds: number, period: number): TotpCodes {
  const counter = totpCounter(timeSeconds, period);
  return {
    counter,
    previous: counter > 0 ? hotp(settings, counter - 1) : undefined,
    current: hotp(settings, counter),
    next: hotp(settings, counter + 1),
  };
}

/** The iteration count as 16 lowercase hex digits (the 8-byte counter HOTP hashes). */
export function counterToHex(counter: number): string {
  return BigInt(counter).toString(16).padStart(16, '0');
}

/** Seconds left in the current period (period … 1). */
export function secondsRemaining(timeSeconds: number, period: number): number {
  return period - (Math.floor(timeSeconds) % period);
}

export type CodeCheck = 'current' | 'previous' | 'next' | 'invalid';

/** Checks a typed code (spaces ignored) against counter−1, counter and counter+1. */
export function checkCode(code: string, settings: OtpSettings, timeSeconds: number, period: number): CodeCheck {
  const typed = code.replace(/\s+/g, '');
  const codes = totpCodes(settings, timeSeconds, period);
  if (typed === codes.current) return 'current';
  if (codes.previous !== undefined && typed === codes.previous) return 'previous';
  if (typed === codes.next) return 'next';
  return 'invalid';
}

export interface KeyUriOptions extends OtpSettings {
  issuer: string;
  account: string;
  period: number;
}

/** The Key URI format of Google Authenticator: label `issuer:account`, issuer repeated as a parameter. */
export function buildKeyUri({ issuer, account, secret, algorithm, digits, period }: KeyUriOptions): string {
  const label = issuer === '' ? encodeURIComponent(account) : `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const issuerParam = issuer === '' ? '' : `issuer=${encodeURIComponent(issuer)}&`;
  return `otpauth://totp/${label}?${issuerParam}secret=${secret}&algorithm=${algorithm}&digits=${digits}&period=${period}`;
}
