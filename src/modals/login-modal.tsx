import { Modal } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useAppActorRef, useT } from '../app/app-actor';

/** The login modal's shell; the accounts work fills in the form. */
export function LoginModal() {
  const t = useT();
  const app = useAppActorRef();
  const opened = useSelector(app, (snapshot) => snapshot.matches({ ready: { login: 'open' } }));
  return (
    <Modal
      opened={opened}
      onClose={() => app.send({ type: 'LOGIN.CLOSE' })}
      title={t('login.title')}
      centered
      radius="lg"
      overlayProps={{ backgroundOpacity: 0.6, blur: 4 }}
      attributes={{ content: { 'data-testid': 'login-modal' } as Record<string, string> }}
    >
      {null}
    </Modal>
  );
}
