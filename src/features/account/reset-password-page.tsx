import { Button, Container, PasswordInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { newPasswordMachine } from '../../../machines/account/account-forms';
import { useT } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/use-document-title';
import { FormMessage } from '../../ui/form-message';
import { useAccountForm } from '../../ui/use-account-form';

/** /reset-password?token=…: the e-mailed link's page; a new password, then home with the login open. */
export default function ResetPasswordPage() {
  const t = useT();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [passConfirm, setPassConfirm] = useState('');
  const form = useAccountForm(newPasswordMachine);
  useDocumentTitle(t('resetPassword.title'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ token, password, passConfirm });
  };

  return (
    <Container size="xs" py="xl">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={1} size="h2">{t('resetPassword.title')}</Title>
          <PasswordInput label={t('resetPassword.new')} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <PasswordInput label={t('account.passConfirm')} autoComplete="new-password" value={passConfirm} onChange={(e) => setPassConfirm(e.currentTarget.value)} />
          <FormMessage error={form.error} />
          <Button type="submit" loading={form.busy}>{t('account.save')}</Button>
        </Stack>
      </form>
    </Container>
  );
}
