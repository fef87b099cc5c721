import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { Redirect } from 'wouter';
import { useSession, useSessionRef } from '../console-actor';

/** Staff sign-in: e-mail, password and the authenticator's code (or a recovery code), every time. */
export function SignInPage() {
  const session = useSession();
  const sessionRef = useSessionRef();
  if (session.matches('signedIn')) return <Redirect to="/" replace />;
  const { error, fieldErrors, notice } = session.context;
  const busy = session.matches('signingIn') || session.matches('checking');
  // What is typed stays in the inputs (the password never leaves the form but in SIGN_IN); a code is used once, so it is emptied.
  const field = (name: 'email' | 'password' | 'code') => ({ name, error: fieldErrors[name] });
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" w="100%" maw={400}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            const typed = new FormData(form);
            const text = (name: string) => String(typed.get(name) ?? '');
            sessionRef.send({ type: 'SIGN_IN', email: text('email'), password: text('password'), code: text('code') });
            (form.elements.namedItem('code') as HTMLInputElement).value = '';
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
