import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useAuthRef, useModalControls, useT } from '../app/app-actor';
import { AccountModal } from './account-modal';
import { FormMessage } from './form-message';

export function ForgotPasswordModal() {
  const t = useT();
  const auth = useAuthRef();
  const modals = useModalControls();
  const [email, setEmail] = useState('');
  const busy = useSelector(auth, (s) => s.matches({ session: { unauthenticated: 'requestingReset' } }));
  const sent = useSelector(auth, (s) => s.matches({ session: { unauthenticated: 'resetRequested' } }));
  const error = useSelector(auth, (s) => s.context.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'FORGOT.SUBMIT', email });
  };

  return (
    <AccountModal modal="forgotPassword" title={t('forgot.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t('forgot.text')}</Text>
          <TextInput label={t('account.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required />
          <FormMessage error={error} success={sent ? t('forgot.success') : null} />
          <Button type="submit" loading={busy} disabled={email.trim() === ''}>
            {t('forgot.submit')}
          </Button>
          <Anchor component="button" type="button" onClick={() => modals.open('login')}>
            {t('forgot.haveAccount')}
          </Anchor>
        </Stack>
      </form>
    </AccountModal>
  );
}
