/**
 * The e-mailed sign-in code (spec §4 two-factor): its length and how long it lasts. The API writes
 * and checks codes with it and sends it as `config` with NEEDS_2FA; the gateway falls back to it
 * for a backend that sends no `config`.
 */
export const TWO_FACTOR_CONFIG = { code_length: 6, expiry_minutes: 10 } as const;
