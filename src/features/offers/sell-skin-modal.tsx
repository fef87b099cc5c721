import { Button, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { QUALITIES, type SellSkinForm } from '../../../machines/offers/offer.rules';
import { sellSkinMachine } from '../../../machines/offers/sell-skin.machine';
import { useAppActorRef, useCurrency, useItemWord, useT } from '../../app/app-actor';
import { AccountModal } from '../account/account-modal';
import { FormMessage } from '../account/form-message';

/** Spec §2 sell skin: title, price, quality and the item's URL; the shop replies within 48 hours. */
export default function SellSkinModal() {
  const t = useT();
  const word = useItemWord();
  const currency = useCurrency();
  // The whole flow (checks, sending, toast, closing, the offer-sent page) runs in the machine.
  const sell = useActorRef(sellSkinMachine, { input: { shell: useAppActorRef() } });
  const sending = useSelector(sell, (s) => s.matches('sending'));
  const error = useSelector(sell, (s) => s.context.error);
  const [form, setForm] = useState<SellSkinForm>({ title: '', price: '', quality: '', itemUrl: '' });
  // The value is read here, in the handler: an event's currentTarget is gone by the time an updater runs.
  const set = <K extends keyof SellSkinForm>(key: K, value: SellSkinForm[K]) => setForm((was) => ({ ...was, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sell.send({ type: 'SUBMIT', form, currency: currency.code });
  };

  return (
    <AccountModal modal="sellSkin" title={t('sell.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t('sell.text')}</Text>
          <TextInput label={t('sell.skinTitle')} value={form.title} onChange={(e) => set('title', e.currentTarget.value)} />
          <NumberInput
            label={`${t('sell.price')} (${currency.symbol})`}
            min={0}
            decimalScale={2}
            value={form.price}
            onChange={(value) => set('price', String(value))}
          />
          <Select
            label={t('sell.quality')}
            data={QUALITIES.map((quality) => ({ value: quality, label: word(quality) }))}
            value={form.quality || null}
            onChange={(quality) => set('quality', quality ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label={t('sell.itemUrl')} placeholder="https://steamcommunity.com/…" value={form.itemUrl} onChange={(e) => set('itemUrl', e.currentTarget.value)} />
          <FormMessage error={error} />
          <Button type="submit" loading={sending}>{t('sell.submit')}</Button>
        </Stack>
      </form>
    </AccountModal>
  );
}
