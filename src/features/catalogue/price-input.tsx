import { NumberInput } from '@mantine/core';
import { PRICE_MAX, PRICE_MIN } from '../../../machines/catalogue/listing.filters';
import type { MoneyInputFormat } from '../../../machines/money/money';
import { useNumberDraft } from './use-number-draft';

interface PriceInputProps {
  label: string;
  testId: string;
  value: number;
  /** Sent with the typed number, or the fallback when the field is emptied. */
  onChange: (value: number) => void;
  fallback: number;
  /** Where the symbol goes and the separators, as the prices on the page are written (moneyInputFormat). */
  format: MoneyInputFormat;
}

/** Price field in major units (cents allowed); keeps the text the user is typing while the machine debounces. */
export function PriceInput({ label, testId, value, onChange, fallback, format }: PriceInputProps) {
  const { draft, change } = useNumberDraft(value, fallback, onChange);
  return (
    <NumberInput
      data-testid={testId}
      label={label}
      value={draft}
      min={PRICE_MIN}
      max={PRICE_MAX}
      clampBehavior="strict"
      decimalScale={2}
      allowNegative={false}
      hideControls
      prefix={format.prefix || undefined}
      suffix={format.suffix || undefined}
      decimalSeparator={format.decimalSeparator}
      thousandSeparator={format.thousandSeparator || undefined}
      size="sm"
      onChange={change}
    />
  );
}
