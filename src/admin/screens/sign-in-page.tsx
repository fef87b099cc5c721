import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { useSession, useSessionRef } from '../console-actor';

/** Staff sign-in: e-mail, password and the authenticator's code (or a recovery code), every time. */
export function SignInPage() {
  const session = useSession();
  const sessionRef = useSessionRef();
  const [fields, setFields] = useState({ email: '', password: '', code: '' });
  if (session.matches('signedIn')) return <Redirect to="/" replace />;
  const { error, fieldErrors, notice } = session.context;
  const busy = session.matches('signingIn') || session.matches('checking');
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [name]: event.currentTarget.value }),
    error: fieldErrors[name],
  });
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" w="100%" maw={400}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            sessionRef.send({ type: 'SIGN_IN', ...fields });
            setFields({ ...fields, code: '' });
          }}
        >
          <Stack>
            <Title order={1} size="h3">
              Console sign-in
            </Title>
            {notice && <Alert color="yellow">{notice}</Alert>}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <TextInput label="E-mail" type="email" autoComplete="username" required {...field('email')} />
            <PasswordInput label="Password" autoComplete="current-password" required {...field('password')} />
            <TextInput label="Code" description="From your authenticator app, or a recovery code" autoComplete="one-time-code" inputMode="text" required {...field('code')} />
            <Button type="submit" loading={busy}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
