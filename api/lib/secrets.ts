import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, e-mailed tokens, 2FA challenge ids. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** How secrets are stored: only their sha256 (hex) ever reaches the database. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A uniformly random code of `length` digits (leading zeros kept). */
export const randomDigits = (length: number): string => String(randomInt(0, 10 ** length)).padStart(length, '0');

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
