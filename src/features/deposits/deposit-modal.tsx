import { Anchor, Button, Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { depositMachine } from '../../../machines/deposit/deposit.machine';
import { quickAmounts, type DepositForm } from '../../../machines/deposit/deposit.rules';
import { formatWholeMoney } from '../../../machines/money/money';
import { minimumTopUp } from '../../../contract/rules/deposit';
import { useCurrency, useLocale, useProfile, useSettings, useT } from '../../app/app-actor';
import { useFlow } from '../../app/use-flow';
import { AccountModal } from '../../ui/account-modal';
import { FormMessage } from '../../ui/form-message';

/** Spec §2 deposit/top-up modal: amount, e-mail, payment method for the current currency, terms. */
export default function DepositModal() {
  const t = useT();
  const profile = useProfile();
  const currency = useCurrency();
  const locale = useLocale();
  const settings = useSettings();
  // The whole flow (checks, personal information, provider's page, fail page, toast) runs in the machine.
  const deposit = useFlow('modal:deposit', depositMachine, undefined);
  const busy = useSelector(deposit, (s) => s.matches('submitting') || s.matches('redirecting'));
  const error = useSelector(deposit, (s) => s.context.error);
  const methods = settings.paymentMethods.find((entry) => entry.currency === currency.code)?.methods ?? [];
  const [form, setForm] = useState<DepositForm>({ amount: '', email: profile?.email ?? '', paymentType: '', terms: false });
  const paymentType = form.paymentType || methods[0]?.code || '';
  const quick = quickAmounts(minimumTopUp(settings.minTopUp, currency.rate));
  // The value is read here, in the handler: an event's currentTarget is gone by the time an updater runs.
  const set = <K extends keyof DepositForm>(key: K, value: DepositForm[K]) => setForm((was) => ({ ...was, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!profile) return;
    deposit.send({ type: 'SUBMIT', form: { ...form, paymentType }, profile, currency: { code: currency.code, rate: currency.rate }, minTopUpEur: settings.minTopUp });
  };

  return (
    <AccountModal modal="deposit" title={t('deposit.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NumberInput
            label={`${t('deposit.amount')} (${currency.symbol})`}
            min={1}
            max={10000}
            allowDecimal={false}
            value={form.amount}
            onChange={(value) => set('amount', String(value))}
          />
          {/* None when the minimum is above every quick amount in this currency: no empty row. */}
          {quick.length > 0 && (
            <Group gap="xs" role="group" aria-label={t('deposit.amount')} data-testid="deposit-quick-amounts">
              {quick.map((amount) => (
                <Button key={amount} size="compact-sm" variant={form.amount === String(amount) ? 'filled' : 'default'} onClick={() => set('amount', String(amount))}>
                  {formatWholeMoney({ amount, currency: currency.code, symbol: currency.symbol }, locale)}
                </Button>
              ))}
            </Group>
          )}
          <TextInput label={t('account.email')} type="email" value={form.email} onChange={(e) => set('email', e.currentTarget.value)} />
          {methods.length === 0 ? (
            <Text c="dimmed" size="sm" data-testid="no-payment-methods">{t('deposit.noMethods')}</Text>
          ) : (
            <Select
              label={t('deposit.method')}
              data={methods.map((method) => ({ value: method.code, label: method.title }))}
              value={paymentType}
              onChange={(code) => code && set('paymentType', code)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Checkbox
            checked={form.terms}
            onChange={(e) => set('terms', e.currentTarget.checked)}
            label={
              <>
                {t('register.terms')} <Anchor component={Link} href="/pages/terms-and-conditions">{t('register.termsLink')}</Anchor>
              </>
            }
          />
          <FormMessage error={error} />
          <Button type="submit" loading={busy} disabled={methods.length === 0}>{t('deposit.submit')}</Button>
        </Stack>
      </form>
    </AccountModal>
  );
}
