import type { ApiConfig } from '../config';

export { TWO_FACTOR_CONFIG } from '../../contract/rules/two-factor';
export const MAX_CODE_ATTEMPTS = 5;
export const VERIFY_TOKEN_HOURS = 24;
export const RESET_TOKEN_MINUTES = 60;
/** How long after login a challenge may still get a new code by resend. */
export const CHALLENGE_RESEND_MINUTES = 30;

export const link = (config: ApiConfig, path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
