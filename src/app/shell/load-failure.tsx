import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useAppActorRef, useT } from '../app-actor';

/**
 * Part of the page could not be drawn: most often its code did not arrive (a phone's connection
 * dropped, or a new release replaced the files this page was built from), else a fault of ours.
 * Without a boundary React unmounts the whole app, leaving a blank page; with it the customer reads
 * what happened, and Reload fetches the page and its code anew. `resetKey` (the address) clears the
 * failure once the customer goes elsewhere. React itself logs the error it caught (onCaughtError).
 */
export class LoadFailureBoundary extends Component<{ children: ReactNode; resetKey?: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidUpdate(previous: { resetKey?: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render(): ReactNode {
    return this.state.failed ? <LoadFailure /> : this.props.children;
  }
}

function LoadFailure() {
  const t = useT();
  const app = useAppActorRef();
  return (
    <Center mih="60vh" p="md" role="alert" data-testid="load-failure">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <Title order={1}>{t('loadFailure.title')}</Title>
        <Text c="dimmed">{t('loadFailure.text')}</Text>
        <Button onClick={() => app.send({ type: 'PAGE.RELOAD' })}>{t('loadFailure.reload')}</Button>
      </Stack>
    </Center>
  );
}
