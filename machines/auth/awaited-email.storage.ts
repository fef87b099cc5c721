// Issue 45: the address a registration (or a refused login) left waiting for its confirmation link,
// kept in this browser so the link, opened here later (another tab, after a restart), opens the login
// with it filled in. Every access tolerates a missing or locked storage: it is only a convenience.

const KEY = 'awaitingConfirmation';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberAwaitedEmail(email: string): void {
  try {
    if (email) storage()?.setItem(KEY, email);
  } catch {
    // Not remembered: the login simply opens empty.
  }
}

/** The address waiting for its link ('' when none), forgotten once read: the link is used once. */
export function takeAwaitedEmail(): string {
  try {
    const email = storage()?.getItem(KEY) ?? '';
    storage()?.removeItem(KEY);
    return email;
  } catch {
    return '';
  }
}
