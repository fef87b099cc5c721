import { Alert, Button, Center, Code, CopyButton, Group, Loader, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ScreenRef } from '../../machines/admin/console.machine';
import { LOAD_FAILED, type ScreenAction } from '../../machines/admin/screen.machine';

/** A screen's read as it stands: loading, failed (retry), not allowed, or its data for `children`. */
export function ScreenFrame<T>({ screen, children }: { screen: ScreenRef | null; children: (data: T) => ReactNode }) {
  const state = useSelector(screen ?? undefined, (snapshot) => snapshot);
  if (!screen || !state || state.matches('loading') && state.context.data === null) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (state.matches('failed')) {
    return (
      <Alert color="red" title="Not loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{LOAD_FAILED}</Text>
          <Button size="xs" variant="default" onClick={() => screen.send({ type: 'RELOAD' })}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (state.matches('forbidden')) {
    return (
      <Alert color="yellow" title="Not for your role">
        {state.context.forbidden}
      </Alert>
    );
  }
  if (state.matches('ended')) return null;
  return (
    <Stack gap="md">
      <ScreenNotices screen={screen} />
      {state.context.data !== null && children(state.context.data as T)}
      <ActionModal screen={screen} />
    </Stack>
  );
}

/** What the last action came to, in place: refused with the API's message, done, waiting for approval, or the link to hand over. */
function ScreenNotices({ screen }: { screen: ScreenRef }) {
  const { refusal, notice, inviteUrl, asking } = useSelector(screen, (snapshot) => snapshot.context);
  return (
    <>
      {refusal && !asking && (
        <Alert color="red" title={refusal.code === 'SELF_APPROVAL' ? 'Another person must approve' : 'Refused'} role="alert" data-testid="refusal">
          {refusal.message}
        </Alert>
      )}
      {notice && (
        <Alert color="teal" withCloseButton closeButtonLabel="Dismiss" onClose={() => screen.send({ type: 'NOTICE.DISMISS' })} role="status" data-testid="notice">
          <Stack gap={6}>
            <Text size="sm">{notice}</Text>
            {inviteUrl && (
              <Group gap="xs" wrap="nowrap" align="center">
                <Code data-testid="invite-url" style={{ wordBreak: 'break-all' }}>
                  {inviteUrl}
                </Code>
                <CopyButton value={inviteUrl}>
                  {({ copied, copy }) => (
                    <Button size="compact-xs" variant="default" onClick={copy}>
                      {copied ? 'Copied' : 'Copy'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            )}
          </Stack>
        </Alert>
      )}
    </>
  );
}

/** The words an action needs (its reason) or its yes-or-no question, asked in a modal; a refusal stays in it so the words can be changed. */
function ActionModal({ screen }: { screen: ScreenRef }) {
  const state = useSelector(screen, (snapshot) => snapshot);
  const { asking, answer, refusal } = state.context;
  const open = (asking?.ask !== undefined || asking?.confirm !== undefined) && (state.matches({ ready: 'asking' }) || state.matches('acting'));
  const ask = asking?.ask;
  const Field = ask?.variable === 'price' ? TextInput : Textarea;
  return (
    <Modal opened={open} onClose={() => screen.send({ type: 'CANCEL' })} title={asking?.label} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          screen.send({ type: 'CONFIRM' });
        }}
      >
        <Stack>
          {asking?.confirm && <Text size="sm">{asking.confirm}</Text>}
          {ask && (
            <Field
              label={ask.prompt}
              value={answer}
              onChange={(event) => screen.send({ type: 'ANSWER.CHANGE', text: event.currentTarget.value })}
              withAsterisk={ask.required}
              autoFocus
              data-autofocus
              minRows={3}
              error={refusal?.fields[ask.variable]}
            />
          )}
          {refusal && !(ask && refusal.fields[ask.variable]) && (
            <Alert color="red" role="alert" data-testid="modal-refusal">
              {refusal.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => screen.send({ type: 'CANCEL' })} disabled={state.matches('acting')}>
              Cancel
            </Button>
            <Button type="submit" loading={state.matches('acting')} color={asking?.confirm ? 'red' : undefined} data-autofocus={ask ? undefined : true}>
              {asking?.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** One field of the screen's form as the machine holds it: its value (or `initial` until typed) and its change. */
export function useDraftField<T extends string | readonly string[] = string>(screen: ScreenRef, field: string, initial: NoInfer<T>): [T, (value: T) => void] {
  const value = useSelector(screen, (snapshot) => snapshot.context.draft[field]) as T | undefined;
  return [value ?? initial, (next) => screen.send({ type: 'DRAFT.CHANGE', field, value: next })];
}

/** A field's refusal from the last action (the API's 422 message for it), to show under the input. */
export function useFieldError(screen: ScreenRef, field: string): string | undefined {
  return useSelector(screen, (snapshot) => (snapshot.context.asking ? undefined : snapshot.context.refusal?.fields[field]));
}

const sameAction = (a: ScreenAction | null, b: ScreenAction) => a !== null && a.field === b.field && a.label === b.label && JSON.stringify(a.variables) === JSON.stringify(b.variables);

/** A button for one action, disabled while another runs. */
export function ActionButton({ screen, action, children, color, variant = 'light' }: { screen: ScreenRef; action: ScreenAction; children: ReactNode; color?: string; variant?: 'light' | 'filled' | 'default' | 'outline' }) {
  const busy = useSelector(screen, (snapshot) => snapshot.matches('acting') && sameAction(snapshot.context.asking, action));
  const acting = useSelector(screen, (snapshot) => snapshot.matches('acting'));
  return (
    <Button size="xs" variant={variant} color={color} loading={busy} disabled={acting && !busy} onClick={() => screen.send({ type: 'ACT', action })}>
      {children}
    </Button>
  );
}
