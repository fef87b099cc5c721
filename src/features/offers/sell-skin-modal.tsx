import { Alert, Anchor, Button, Center, Group, Loader, Modal, NumberInput, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconBackpack, IconBrandSteam, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { QUALITIES, type SellSkinForm } from '../../../machines/offers/offer.rules';
import { sellSkinMachine } from '../../../machines/offers/sell-skin.machine';
import { canSellNow } from '../../../machines/offers/sell-trade.rules';
import type { InventoryItem } from '../../../machines/offers/sell-inventory.actors';
import { formatMoney } from '../../../machines/money/money';
import { STEAM_SIGN_IN_PATH } from '../../../machines/auth/step-up.machine';
import { useCurrency, useItemWord, useLocale, useModalControls, useOpenModal, useProfile, useT, useToastText } from '../../app/app-actor';
import { useFlow } from '../../app/use-flow';
import { FormMessage } from '../../ui/form-message';
import { fill } from '../../ui/fill';
import { InventoryGrid } from './inventory-grid';

/**
 * Spec §2 sell skin: title, price, quality and the item's URL; the shop replies within 48 hours. Issue
 * 26: with a Steam ID on the account it opens on the customer's Steam inventory, and the typed form is
 * a click away ("Enter the item by hand"). Issue 45: a picked item with an instant price sells in one
 * step ("Sell for €X"); on a phone the inventory fills the screen, so it shows rows of items, not one.
 */
export default function SellSkinModal() {
  const t = useT();
  const currency = useCurrency();
  const steamId = useProfile()?.steamId || null;
  // The whole flow (the inventory, checks, sending, toast, closing, the offer-sent page) runs in the machine, which the root runs.
  const sell = useFlow('modal:sell-skin', sellSkinMachine, { steamId, currency: currency.code });
  const fromInventory = useSelector(sell, (s) => s.matches('inventory') || s.matches('selling') || (s.matches('sending') && s.context.picked !== null));
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const { open } = useOpenModal();
  const { close } = useModalControls();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sell.send({ type: 'SUBMIT', currency: currency.code });
  };

  return (
    <Modal
      opened={open === 'sellSkin'}
      onClose={() => close('sellSkin')}
      title={t('sell.title')}
      centered
      radius="lg"
      // The inventory needs room for a few columns; the typed form keeps the account modals' width.
      size={fromInventory ? 'xl' : 'md'}
      fullScreen={phone && fromInventory}
      lockScroll={false}
      overlayProps={{ backgroundOpacity: 0.6, blur: 4 }}
      attributes={{ content: { 'data-testid': 'sellSkin-modal' } as Record<string, string> }}
    >
      <form onSubmit={submit} noValidate>
        {fromInventory ? <InventoryStep sell={sell} /> : <TypedStep sell={sell} canPickFromInventory={!!steamId} />}
      </form>
    </Modal>
  );
}

type SellRef = ActorRefFrom<typeof sellSkinMachine>;

/** The price the customer asks, in the display currency (spec §2). */
function PriceField({ sell }: { sell: SellRef }) {
  const t = useT();
  const currency = useCurrency();
  const price = useSelector(sell, (s) => s.context.form.price);
  return (
    <NumberInput
      label={`${t('sell.price')} (${currency.symbol})`}
      min={0}
      decimalScale={2}
      value={price}
      onChange={(value) => sell.send({ type: 'FIELD.CHANGE', field: 'price', value: String(value) })}
    />
  );
}

function SubmitRow({ sell }: { sell: SellRef }) {
  const t = useT();
  const sending = useSelector(sell, (s) => s.matches('sending'));
  const error = useSelector(sell, (s) => s.context.error);
  return (
    <>
      <FormMessage error={error} />
      <Button type="submit" loading={sending}>{t('sell.submit')}</Button>
    </>
  );
}

/** Issue 26: the Steam inventory, the picked item's price, and the way to the typed form. */
function InventoryStep({ sell }: { sell: SellRef }) {
  const t = useT();
  const loading = useSelector(sell, (s) => s.matches({ inventory: 'loading' }));
  const unavailable = useSelector(sell, (s) => (s.matches({ inventory: 'unavailable' }) ? s.context.inventoryError : null));
  const signInRequired = useSelector(sell, (s) => s.matches({ inventory: 'signInRequired' }));
  const items = useSelector(sell, (s) => s.context.items);
  const picked = useSelector(sell, (s) => s.context.picked);
  const sellable = picked !== null && canSellNow(picked);
  return (
    <Stack gap="sm">
      {!signInRequired && (
        <div>
          <Text fw={600}>{t('sellTrade.inventoryTitle')}</Text>
          <Text size="sm" c="dimmed">{t('sellTrade.inventoryText')}</Text>
        </div>
      )}
      {loading ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('sellTrade.loading')} />
        </Center>
      ) : signInRequired ? (
        // Issue 41: a typed Steam ID could be anyone's; Steam sign-in proves this one is the customer's.
        <Alert color="blue" variant="light" data-testid="inventory-sign-in-required">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('sellTrade.signInRequired')}</Text>
            <Button component="a" href={STEAM_SIGN_IN_PATH} size="sm" leftSection={<IconBrandSteam size={16} aria-hidden />} data-testid="sell-steam-sign-in">
              {t('sellTrade.signInWithSteam')}
            </Button>
          </Stack>
        </Alert>
      ) : unavailable !== null ? (
        <Alert color="yellow" variant="light" data-testid="inventory-unavailable">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{unavailable}</Text>
            <Button size="xs" variant="light" onClick={() => sell.send({ type: 'INVENTORY.RETRY' })}>{t('sellTrade.tryAgain')}</Button>
          </Stack>
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-testid="inventory-empty">{t('sellTrade.empty')}</Text>
      ) : (
        // On a phone (the modal full screen) the grid takes what the sale's lines below it leave.
        <ScrollArea.Autosize mah={{ base: 'max(240px, calc(100dvh - 330px))', sm: 'min(52vh, 460px)' }} type="auto" offsetScrollbars data-testid="inventory-scroll">
          <InventoryGrid items={items} pickedId={picked?.assetId ?? null} onPick={(assetId) => sell.send({ type: 'PICK', assetId })} />
        </ScrollArea.Autosize>
      )}
      {signInRequired ? null : picked ? (
        <PickedItem item={picked} />
      ) : (
        !loading && items.length > 0 && <Text size="sm" c="dimmed">{t('sellTrade.pickFirst')}</Text>
      )}
      {signInRequired || !picked ? null : sellable ? (
        <SellNowRow sell={sell} item={picked} />
      ) : (
        // An item our team prices: the customer asks their price and our team answers (the spec's steps).
        <>
          <PriceField sell={sell} />
          <SubmitRow sell={sell} />
        </>
      )}
      <SwitchLink icon={<IconPencil size={14} aria-hidden />} label={t('sellTrade.byHand')} onClick={() => sell.send({ type: 'BY_HAND' })} testId="sell-by-hand" />
    </Stack>
  );
}

/** The picked item's name, and what we pay at once with its share of our own price. */
function PickedItem({ item }: { item: InventoryItem }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-blue-4)" style={{ flexShrink: 0, marginTop: 2 }} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="picked-item">{item.title}</Text>
        {item.instantPrice && (
          <Text size="sm" c="dimmed" data-testid="picked-item-quote">
            {formatMoney(item.instantPrice, locale)}
            {item.sharePercent != null && ` · ${fill(t('sellTrade.shareOfOurPrice'), { percent: item.sharePercent })}`}
          </Text>
        )}
      </div>
    </Group>
  );
}

/** Issue 45: one button sells the picked item at the price shown; the offer is accepted at once. */
function SellNowRow({ sell, item }: { sell: SellRef; item: InventoryItem }) {
  const t = useT();
  const locale = useLocale();
  const toastText = useToastText();
  const selling = useSelector(sell, (s) => s.matches('selling'));
  const reloading = useSelector(sell, (s) => s.matches({ inventory: 'loading' }));
  const error = useSelector(sell, (s) => s.context.error);
  return (
    <>
      <FormMessage error={error && toastText(error)} />
      <Button type="button" loading={selling} disabled={reloading} onClick={() => sell.send({ type: 'SELL_NOW' })} data-testid="sell-now">
        {fill(t('sellTrade.sellFor'), { price: formatMoney(item.instantPrice!, locale) })}
      </Button>
    </>
  );
}

/** The spec's typed form; with a Steam ID on the account, a way back to the inventory. */
function TypedStep({ sell, canPickFromInventory }: { sell: SellRef; canPickFromInventory: boolean }) {
  const t = useT();
  const word = useItemWord();
  const form = useSelector(sell, (s) => s.context.form);
  const set = (field: keyof SellSkinForm) => (value: string) => sell.send({ type: 'FIELD.CHANGE', field, value });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{t('sell.text')}</Text>
      <TextInput label={t('sell.skinTitle')} value={form.title} onChange={(e) => set('title')(e.currentTarget.value)} />
      <PriceField sell={sell} />
      <Select
        label={t('sell.quality')}
        data={QUALITIES.map((quality) => ({ value: quality, label: word(quality) }))}
        value={form.quality || null}
        onChange={(quality) => set('quality')(quality ?? '')}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput label={t('sell.itemUrl')} placeholder="https://steamcommunity.com/…" value={form.itemUrl} onChange={(e) => set('itemUrl')(e.currentTarget.value)} />
      <SubmitRow sell={sell} />
      {canPickFromInventory && (
        <SwitchLink icon={<IconBackpack size={14} aria-hidden />} label={t('sellTrade.fromInventory')} onClick={() => sell.send({ type: 'FROM_INVENTORY' })} testId="sell-from-inventory" />
      )}
    </Stack>
  );
}

/** The link between the inventory and the typed form. */
function SwitchLink({ icon, label, onClick, testId }: { icon: ReactNode; label: string; onClick: () => void; testId: string }) {
  return (
    <Group justify="center">
      <Anchor component="button" type="button" size="sm" onClick={onClick} data-testid={testId}>
        <Group gap={4} wrap="nowrap" component="span">
          {icon}
          {label}
        </Group>
      </Anchor>
    </Group>
  );
}
