import { terminalSafe } from '../ops/terminal-text';

/**
 * Text a customer typed (names, e-mails, titles, messages), as the console shows it: control characters
 * as `\xNN`, invisible and direction-changing ones as `\uXXXX` (the same as `npm run ops` prints), so
 * nothing hides or reorders what a staff member reads.
 */
export function visibleText<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? terminalSafe(text) : text) as T;
}
