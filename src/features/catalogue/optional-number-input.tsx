import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

interface OptionalNumberInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value: number | null;
  /** The typed number, or null when the field is emptied. */
  onValue: (value: number | null) => void;
}

/** A number field that may be left empty; keeps the text being typed while the machine debounces. */
export function OptionalNumberInput({ value, onValue, ...props }: OptionalNumberInputProps) {
  const [draft, setDraft] = useState<string | number>(value ?? '');
  const [synced, setSynced] = useState(value);
  // The machine changed the value (a preset, clear filters, the URL): show it.
  if (synced !== value) {
    setSynced(value);
    setDraft(value ?? '');
  }
  return (
    <NumberInput
      {...props}
      value={draft}
      allowNegative={false}
      hideControls
      size="sm"
      onChange={(next) => {
        setDraft(next);
        const number = typeof next === 'number' ? next : Number.parseFloat(next);
        const sent = Number.isFinite(number) ? number : null;
        setSynced(sent);
        onValue(sent);
      }}
    />
  );
}
