import { Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { STEAM_SIGN_IN_PATH } from '../../../machines/auth/step-up.machine';
import { useAuthRef, useModalControls, useOpenModal, useT } from '../../app/app-actor';
import { AccountModal } from '../../ui/account-modal';
import { FormMessage } from '../../ui/form-message';

export function LoginModal() {
  const t = useT();
  const auth = useAuthRef();
  const modals = useModalControls();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const busy = useSelector(auth, (s) => s.matches({ session: { unauthenticated: 'loggingIn' } }));
  const error = useSelector(auth, (s) => s.context.error);
  const unverified = useSelector(auth, (s) => s.context.unverifiedEmail !== null);
  const resending = useSelector(auth, (s) => s.matches({ emailLink: 'resending' }));
  // Issue 45: the address a confirmation link just confirmed, filled in when the login opens.
  const confirmedEmail = useSelector(auth, (s) => s.context.confirmedEmail);
  const opened = useOpenModal().open === 'login';
  // The modal stays mounted: a closed login forgets what was typed (the next person sees no password).
  useEffect(() => {
    setEmail(opened ? confirmedEmail : '');
    setPassword('');
  }, [opened, confirmedEmail]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    auth.send({ type: 'LOGIN.SUBMIT', email, password });
  };

  return (
    <AccountModal modal="login" title={t('login.title')}>
      <Stack gap="md">
        <Button component="a" href={STEAM_SIGN_IN_PATH} variant="default" fullWidth data-testid="steam-login">
          {t('login.steam')}
        </Button>
        <Divider label={t('login.or')} labelPosition="center" />
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput data-autofocus label={t('account.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required />
            <PasswordInput label={t('account.password')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} required />
            <FormMessage error={error} />
            {unverified && (
              <Button variant="subtle" loading={resending} onClick={() => auth.send({ type: 'RESEND_LINK' })}>
                {t('login.resendLink')}
              </Button>
            )}
            <Button type="submit" loading={busy} disabled={email.trim() === '' || password === ''}>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
        <Group justify="space-between">
          <Anchor component="button" type="button" onClick={() => modals.open('forgotPassword')}>
            {t('login.forgot')}
          </Anchor>
          <Anchor component="button" type="button" onClick={() => modals.open('register')}>
            {t('login.createNew')}
          </Anchor>
        </Group>
      </Stack>
    </AccountModal>
  );
}
