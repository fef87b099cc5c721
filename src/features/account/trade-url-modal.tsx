import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { tradeUrlMachine } from '../../../machines/account/account-forms';
import { useProfile, useT } from '../../app/app-actor';
import { AccountModal } from '../../ui/account-modal';
import { FormMessage } from '../../ui/form-message';
import { useAccountForm } from '../../ui/use-account-form';

export default function TradeUrlModal() {
  const t = useT();
  const stored = useProfile()?.tradeLink ?? '';
  const [url, setUrl] = useState(stored);
  const form = useAccountForm(tradeUrlMachine);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ url });
  };

  return (
    <AccountModal modal="tradeUrl" title={t('tradeUrl.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('tradeUrl.label')}
            placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
          <FormMessage error={form.error} />
          {/* Spec §4: Save applies only when the value differs from the stored one. */}
          <Button type="submit" loading={form.busy} disabled={url.trim() === stored}>{t('account.save')}</Button>
        </Stack>
      </form>
    </AccountModal>
  );
}
