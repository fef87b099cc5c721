import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useAuthRef, useModalControls, useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';
import { AccountModal } from '../../ui/account-modal';
import { FormMessage } from '../../ui/form-message';

export function ForgotPasswordModal() {
  const t = useT();
  const auth = useAuthRef();
  const modals = useModalControls();
  const [email, setEmail] = useState('');
  const busy = useSelector(auth, (s) => s.matches({ session: { unauthenticated: 'requestingReset' } }));
  const sent = useSelector(auth, (s) => s.matches({ session: { unauthenticated: 'resetRequested' } }));
  const error = useSelector(auth, (s) => s.context.error);
  // The spec's 'Success' shows for 2 s; what happens next stays until another address is typed.
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(() => {
    if (sent) setSentTo(email.trim());
  }, [sent, email]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'FORGOT.SUBMIT', email });
  };

  return (
    <AccountModal modal="forgotPassword" title={t('forgot.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t('forgot.text')}</Text>
          <TextInput data-autofocus label={t('account.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required />
          <FormMessage error={error} success={sent ? t('forgot.success') : null} />
          {sentTo !== null && sentTo === email.trim() && (
            <Text size="sm" data-testid="forgot-sent">{fill(t('forgot.sent'), { email: sentTo })}</Text>
          )}
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
