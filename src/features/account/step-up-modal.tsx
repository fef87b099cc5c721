import { Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useProfile, useStepUpRef, useT } from '../../app/app-actor';
import { FormMessage } from '../../ui/form-message';
import { useDrawnOnceOpened } from '../../ui/use-drawn-once-opened';

/**
 * Step-up ("sudo mode"): the password before what moves value or control, shown over whatever modal
 * asked for it (so that flow carries on where it stopped). An account without a password signs in
 * with Steam again instead.
 */
export function StepUpModal() {
  const t = useT();
  const stepUp = useStepUpRef();
  const hasPassword = useProfile()?.hasPassword ?? true;
  const opened = useSelector(stepUp, (s) => s.matches('asking') || s.matches('confirming'));
  const busy = useSelector(stepUp, (s) => s.matches('confirming'));
  const leaving = useSelector(stepUp, (s) => s.matches('leaving'));
  const error = useSelector(stepUp, (s) => s.context.error);
  const [password, setPassword] = useState('');
  // A closed modal forgets what was typed.
  useEffect(() => {
    if (!opened) setPassword('');
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    stepUp.send({ type: 'CONFIRM', password });
  };
  const drawing = useDrawnOnceOpened(opened || leaving);
  if (!drawing.drawn) return null;

  return (
    <Modal
      opened={drawing.opened}
      onClose={() => stepUp.send({ type: 'CANCEL' })}
      title={t('stepUp.title')}
      centered
      radius="lg"
      zIndex={400}
      lockScroll={false}
      overlayProps={{ backgroundOpacity: 0.6, blur: 4 }}
      attributes={{ content: { 'data-testid': 'stepUp-modal' } as Record<string, string> }}
    >
      {hasPassword ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('stepUp.text')}</Text>
            <PasswordInput
              label={t('account.password')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-autofocus
            />
            <FormMessage error={error} />
            <Button type="submit" loading={busy}>{t('stepUp.confirm')}</Button>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('stepUp.steamText')}</Text>
          <Button variant="default" loading={leaving} onClick={() => stepUp.send({ type: 'STEAM_SIGN_IN' })} data-testid="step-up-steam">
            {t('login.steam')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
