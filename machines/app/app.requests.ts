// What flows ask of the root actor (app.machine.ts) besides opening modals: a toast, which the
// shell's notifier shows. Kept apart so a flow can name it without importing the root machine.
export type ToastTone = 'success' | 'error' | 'info' | 'warning';

/** Spec §9: the global toast timeout, for a toast whose flow names no time of its own. */
export const DEFAULT_TOAST_MS = 2500;

export type AppRequest = { type: 'NOTIFY'; tone: ToastTone; message: string; durationMs?: number };

/** What a flow a visitor may start asks of the root actor: the login modal, or a toast. */
export type ShellRequest = { type: 'LOGIN.OPEN' } | AppRequest;
