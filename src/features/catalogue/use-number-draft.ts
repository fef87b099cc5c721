import { useState } from 'react';

/**
 * The text a customer is typing in a number field while the listing machine debounces it: each change
 * sends the typed number (or `whenEmpty` for an emptied field), and a value the machine changes on its
 * own (a preset, clear filters, the URL) replaces the text, unless the text already reads that number.
 */
export function useNumberDraft<T extends number | null>(value: T, whenEmpty: T, onValue: (value: T) => void) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  const [synced, setSynced] = useState(value);
  if (synced !== value) {
    setSynced(value);
    if (value === null || Number(draft) !== value) setDraft(value ?? '');
  }
  const change = (next: string | number) => {
    setDraft(next);
    const number = typeof next === 'number' ? next : Number.parseFloat(next);
    const sent = (Number.isFinite(number) ? number : whenEmpty) as T;
    setSynced(sent);
    onValue(sent);
  };
  return { draft, change };
}
