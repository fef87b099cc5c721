import { Button, Center, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBell, IconBellCheck } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { formatMoney } from '../../../machines/money/money';
import { useLocale, useT, useToastText } from '../../app/app-actor';
import { fill } from '../../ui/fill';
import { useDrawnOnceOpened } from '../../ui/use-drawn-once-opened';
import { usePriceAlert } from './use-price-alert';

interface PriceAlertButtonProps {
  productId: string;
  /** The market name watched. */
  title: string;
  /** The price now, in the display currency. */
  price: { amount: number; currency: string; symbol: string };
}

/**
 * Issue 27: "Notify me when cheaper" on a product page. A visitor gets the login modal; a customer a
 * small dialog with the target price (a bit below the price now, or the saved one), Save, and the
 * saved state; the button then shows the target.
 */
export function PriceAlertButton({ productId, title, price }: PriceAlertButtonProps) {
  const t = useT();
  const locale = useLocale();
  const flow = usePriceAlert(productId, title);
  const waiting = flow.saved && flow.saved.notifiedAt === null ? flow.saved : null;
  const modal = useDrawnOnceOpened(flow.state !== 'closed');
  return (
    <>
      <Button
        variant="light"
        h="auto"
        mih="var(--button-height)"
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } }}
        leftSection={waiting ? <IconBellCheck size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
        onClick={() => flow.open(price)}
        data-testid="price-alert-button"
      >
        {waiting ? fill(t('priceAlert.buttonSet'), { price: formatMoney(waiting.targetPrice, locale) }) : t('priceAlert.button')}
      </Button>
      {modal.drawn && (
        <Modal
          opened={modal.opened}
          onClose={flow.close}
          title={t('priceAlert.title')}
          centered
          radius="lg"
          size="sm"
          lockScroll={false}
          overlayProps={{ backgroundOpacity: 0.6, blur: 4 }}
          attributes={{ content: { 'data-testid': 'price-alert-modal' } as Record<string, string> }}
        >
          {flow.state === 'loading' ? (
            <Center py="lg">
              <Loader role="status" aria-label={t('priceAlert.loading')} />
            </Center>
          ) : flow.state === 'saved' && flow.saved ? (
            <SavedState title={title} target={formatMoney(flow.saved.targetPrice, locale)} onEdit={flow.edit} onClose={flow.close} />
          ) : (
            <TargetForm flow={flow} title={title} price={price} />
          )}
        </Modal>
      )}
    </>
  );
}

function TargetForm({ flow, title, price }: { flow: ReturnType<typeof usePriceAlert>; title: string; price: PriceAlertButtonProps['price'] }) {
  const t = useT();
  const locale = useLocale();
  const toastText = useToastText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.submit();
  };
  const existing = flow.saved && flow.saved.notifiedAt === null ? flow.saved : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{fill(t('priceAlert.text'), { title })}</Text>
        <Text size="sm" c="dimmed" data-testid="price-alert-now">{fill(t('priceAlert.priceNow'), { price: formatMoney(price, locale) })}</Text>
        {existing && <Text size="sm" c="blue.3">{fill(t('priceAlert.existing'), { price: formatMoney(existing.targetPrice, locale) })}</Text>}
        <TextInput
          label={`${t('priceAlert.target')} (${price.symbol})`}
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          value={flow.target}
          onChange={(event) => flow.change(event.currentTarget.value)}
          error={flow.error ? toastText(flow.error) : undefined}
          data-testid="price-alert-target"
        />
        <Button type="submit" loading={flow.state === 'saving'} data-testid="price-alert-save">{t('priceAlert.save')}</Button>
      </Stack>
    </form>
  );
}

function SavedState({ title, target, onEdit, onClose }: { title: string; target: string; onEdit: () => void; onClose: () => void }) {
  const t = useT();
  return (
    <Stack gap="sm" data-testid="price-alert-saved">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconBellCheck size={20} color="var(--mantine-color-teal-4)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" role="status" style={{ overflowWrap: 'anywhere' }}>{fill(t('priceAlert.saved'), { title, price: target })}</Text>
      </Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="subtle" onClick={onEdit}>{t('priceAlert.change')}</Button>
        <Button onClick={onClose}>{t('priceAlert.close')}</Button>
      </Group>
    </Stack>
  );
}
