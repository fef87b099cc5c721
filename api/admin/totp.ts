import { Secret, TOTP } from 'otpauth';

// RFC 6238 through the otpauth library: SHA-1, 6 digits, 30-second steps, one step of clock drift.
const PERIOD = 30;
const ISSUER = 'Skin Shop admin';

const totpOf = (secret: string, email: string) => new TOTP({ issuer: ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads (as a QR code). */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The 30-second step the code belongs to (within one step of now), or undefined when it matches none. */
export function totpStepOf(secret: string, email: string, code: string, nowMs = Date.now()): number | undefined {
  const delta = totpOf(secret, email).validate({ token: code, timestamp: nowMs, window: 1 });
  return delta === null ? undefined : Math.floor(nowMs / 1000 / PERIOD) + delta;
}
