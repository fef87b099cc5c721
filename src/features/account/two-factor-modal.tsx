import { Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { TWO_FACTOR_SUCCESS, type twoFactorMachine } from '../../../machines/auth/two-factor.machine';
import { useAuthRef, useT } from '../../app/app-actor';
import { AccountModal } from '../../ui/account-modal';
import { FormMessage } from '../../ui/form-message';

const minutesAndSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function TwoFactorModal() {
  const t = useT();
  const auth = useAuthRef();
  const twoFactor = useSelector(auth, (s) => s.children.twoFactor as ActorRefFrom<typeof twoFactorMachine> | undefined);
  return (
    <AccountModal modal="twoFactor" title={t('twoFactor.title')} onClose={() => twoFactor?.send({ type: 'CANCEL' })}>
      {twoFactor && <TwoFactorForm actor={twoFactor} />}
    </AccountModal>
  );
}

function TwoFactorForm({ actor }: { actor: ActorRefFrom<typeof twoFactorMachine> }) {
  const t = useT();
  const { code, codeLength, secondsLeft, error } = useSelector(actor, (s) => s.context);
  const verifying = useSelector(actor, (s) => s.matches('verifying'));
  const resending = useSelector(actor, (s) => s.matches('resending'));
  const succeeded = useSelector(actor, (s) => s.matches('succeeded') || s.status === 'done');
  return (
    <Stack gap="md" align="stretch">
      <Text size="sm" c="dimmed">{t('twoFactor.text')}</Text>
      <PinInput
        length={codeLength}
        type="number"
        oneTimeCode
        value={code}
        onChange={(value) => actor.send({ type: 'CODE.CHANGE', code: value })}
        disabled={verifying || succeeded}
        ariaLabel={t('twoFactor.code')}
        data-testid="two-factor-code"
      />
      <Text size="sm" aria-live="polite" data-testid="two-factor-countdown">
        {t('twoFactor.expiresIn')} {minutesAndSeconds(secondsLeft)}
      </Text>
      <FormMessage error={error} success={succeeded ? TWO_FACTOR_SUCCESS : null} />
      <Group grow>
        <Button variant="default" loading={resending} disabled={succeeded} onClick={() => actor.send({ type: 'RESEND' })}>
          {t('twoFactor.resend')}
        </Button>
        <Button loading={verifying} disabled={code.length !== codeLength || succeeded} onClick={() => actor.send({ type: 'VERIFY' })}>
          {t('twoFactor.verify')}
        </Button>
      </Group>
    </Stack>
  );
}
