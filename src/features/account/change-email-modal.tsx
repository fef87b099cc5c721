import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { changeEmailMachine } from '../../../machines/account/account-forms';
import { useProfile, useT } from '../../app/app-actor';
import { AccountModal } from '../../ui/account-modal';
import { FormMessage } from '../../ui/form-message';
import { useAccountForm } from '../../ui/use-account-form';

export default function ChangeEmailModal() {
  const t = useT();
  const profile = useProfile();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Spec §4: a changed e-mail signs the user out.
  const form = useAccountForm(changeEmailMachine);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ email, password });
  };

  return (
    <AccountModal modal="changeEmail" title={t('changeEmail.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('changeEmail.current')} value={profile?.email ?? ''} readOnly />
          <TextInput label={t('changeEmail.new')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
          <PasswordInput label={t('account.password')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <FormMessage error={form.error} />
          <Button type="submit" loading={form.busy}>{t('account.save')}</Button>
        </Stack>
      </form>
    </AccountModal>
  );
}
