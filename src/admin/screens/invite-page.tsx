import { Alert, Anchor, Button, Center, Code, Image, List, Loader, Paper, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useInviteFlow } from '../console-actor';

/** /admin/invite/:token: a password, then the authenticator (QR code and URI) and the ten recovery codes, shown once. */
export function InvitePage({ token }: { token: string }) {
  const flow = useInviteFlow(token);
  const state = useSelector(flow ?? undefined, (snapshot) => snapshot);
  if (!flow || !state) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  const { context } = state;
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder p="xl" w="100%" maw={560}>
        {state.matches('choosing') || state.matches('accepting') ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              flow.send({ type: 'SUBMIT' });
            }}
          >
            <Stack>
              <Title order={1} size="h3">
                Join the console
              </Title>
              <Text size="sm" c="dimmed">
                Choose your password. Next you will add the console to your authenticator app.
              </Text>
              {context.error && (
                <Alert color="red" role="alert">
                  {context.error}
                </Alert>
              )}
              <PasswordInput label="Password" description="At least 12 characters" autoComplete="new-password" required value={context.password} error={context.fieldErrors.password} onChange={(event) => flow.send({ type: 'PASSWORD.CHANGE', password: event.currentTarget.value })} />
              <PasswordInput label="The same password again" autoComplete="new-password" required value={context.confirm} error={context.fieldErrors.confirm} onChange={(event) => flow.send({ type: 'CONFIRM.CHANGE', confirm: event.currentTarget.value })} />
              <Button type="submit" loading={state.matches('accepting')}>
                Set password
              </Button>
            </Stack>
          </form>
        ) : state.matches('enrolling') ? (
          <Stack>
            <Title order={1} size="h3">
              Add the console to your authenticator
            </Title>
            <Text size="sm">Scan the code with your authenticator app (or enter the address below by hand). Sign-in asks for its 6-digit code every time.</Text>
            <Center>{context.qrDataUrl ? <Image src={context.qrDataUrl} alt="QR code of the authenticator address" w={240} h={240} radius="sm" /> : <Loader aria-label="Drawing the QR code" />}</Center>
            <Code block data-testid="otpauth-uri" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {context.otpauthUri}
            </Code>
            <Title order={2} size="h4">
              Recovery codes
            </Title>
            <Text size="sm">Each works once instead of a code, if you lose the app. Keep them somewhere safe now: they are not shown again.</Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} data-testid="recovery-codes">
              {context.recoveryCodes.map((code) => (
                <Code key={code} fz="md">
                  {code}
                </Code>
              ))}
            </SimpleGrid>
            <Button onClick={() => flow.send({ type: 'CODES.KEPT' })}>I have kept the codes</Button>
          </Stack>
        ) : (
          <Stack>
            <Title order={1} size="h3">
              You are set up
            </Title>
            <List size="sm">
              <List.Item>Your password is set.</List.Item>
              <List.Item>Your authenticator gives the code sign-in asks for.</List.Item>
            </List>
            <Anchor component={Link} href="/login">
              Sign in
            </Anchor>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
