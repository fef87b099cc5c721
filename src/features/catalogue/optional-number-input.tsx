import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useNumberDraft } from './use-number-draft';

interface OptionalNumberInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value: number | null;
  /** The typed number, or null when the field is emptied. */
  onValue: (value: number | null) => void;
}

/** A number field that may be left empty; keeps the text being typed while the machine debounces. */
export function OptionalNumberInput({ value, onValue, ...props }: OptionalNumberInputProps) {
  const { draft, change } = useNumberDraft(value, null, onValue);
  return (
    <NumberInput
      {...props}
      value={draft}
      allowNegative={false}
      hideControls
      size="sm"
      onChange={change}
    />
  );
}
