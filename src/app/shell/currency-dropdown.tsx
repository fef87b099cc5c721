import { useCurrencies, useCurrency, usePreferencesRef, useT } from '../app-actor';
import { PreferenceMenu } from './preference-menu';

export function CurrencyDropdown({ testId = 'currency-select', fullWidth }: { testId?: string; fullWidth?: boolean }) {
  const t = useT();
  const currency = useCurrency();
  const listed = useCurrencies();
  const preferences = usePreferencesRef();
  // After a failed currencies call only the fallback (EUR) is known.
  const currencies = listed.length > 0 ? listed : [currency];
  return (
    <PreferenceMenu
      testId={testId}
      ariaLabel={`${t('header.currency')}: ${currency.code}`}
      current={`${currency.symbol} ${currency.code}`}
      options={currencies.map(({ code, symbol }) => ({ value: code, label: code, hint: symbol }))}
      selected={currency.code}
      onSelect={(code) => preferences.send({ type: 'CURRENCY.SELECT', code })}
      fullWidth={fullWidth}
    />
  );
}
