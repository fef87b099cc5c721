import { Anchor, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { nationalPhone } from '../../../machines/account/account.rules';
import { acceptOfferMachine } from '../../../machines/offers/accept-offer.machine';
import { formatMoney } from '../../../machines/money/money';
import type { offersMachine } from '../../../machines/offers/offers.machine';
import { IBAN_MAX_LENGTH } from '../../../machines/offers/offer.rules';
import type { ContactForm } from '../../../machines/offers/payout-contact.rules';
import { useCurrency, useLocale, useOpenModal, useProfile, useT } from '../../app/app-actor';
import { useFlow } from '../../app/use-flow';
import { AccountModal } from '../../ui/account-modal';
import { FormMessage } from '../../ui/form-message';
import { PhoneField } from '../../ui/phone-field';
import { countryOptionsOf } from '../../ui/use-country-options';

/** Spec §2 accept offer: contact and method, then the IBAN transfer, then PAYOUT REQUEST SUCCESSFUL. */
export function AcceptOfferModal({ offersRef }: { offersRef: ActorRefFrom<typeof offersMachine> }) {
  const t = useT();
  const locale = useLocale();
  const profile = useProfile();
  const currency = useCurrency();
  const offers = useSelector(offersRef, (s) => s.context.offers);
  const { subject } = useOpenModal();
  const offer = offers.find((entry) => entry.id === subject);
  const user = {
    name: profile?.name ?? '',
    surname: profile?.surname ?? '',
    email: profile?.email ?? '',
    phone: nationalPhone(profile?.phone ?? '', profile?.phoneCountryCode ?? ''),
    phoneCountry: profile?.phoneCountryCode ?? '',
    country: profile?.country ? String(profile.country) : '',
    city: profile?.city ?? '',
    address: profile?.address ?? '',
    postCode: profile?.zip ?? '',
  };
  // The whole flow (countries, steps, toasts, closing, the list reloaded after a payout) runs in the machine, which the root runs.
  const flow = useFlow('modal:accept-offer', acceptOfferMachine, { offerId: subject, currency: offer?.servicePrice?.currency ?? currency.code, user });
  const state = useSelector(flow, (s) => s);
  const { contact, iban, error } = state.context;
  const options = countryOptionsOf(state.context.countries);

  const change = (field: keyof ContactForm) => (value: string) => flow.send({ type: 'CONTACT.CHANGE', field, value });
  const field = (name: 'name' | 'surname' | 'email' | 'city' | 'address' | 'postCode', label: string) => (
    <TextInput label={label} value={contact[name]} onChange={(e) => change(name)(e.currentTarget.value)} />
  );
  // Until the customer picks one, the machine holds the default phone country.
  const phoneCountry = contact.phoneCountry;
  const busy = state.matches('requestingCard') || state.matches('requestingIban') || state.matches('redirecting');
  // Issue 45: every step says what is paid out.
  const amount = offer?.servicePrice ? formatMoney(offer.servicePrice, locale) : '';
  const amountLine = amount && (
    <Text fw={600} data-testid="payout-amount">
      {t('payout.amount')}: {amount}
    </Text>
  );

  return (
    <AccountModal modal="acceptOffer" title={offer?.title ?? t('offers.withdraw')} onClose={() => flow.send({ type: 'CLOSE' })}>
      {state.matches('contact') || state.matches('requestingCard') || state.matches('stepUpForCard') || state.matches('redirecting') ? (
        <Stack gap="sm">
          {amountLine}
          <Title order={3} size="h5">{t('payout.contact')}</Title>
          <SimpleGrid cols={2} spacing="sm">
            {field('name', t('account.name'))}
            {field('surname', t('account.surname'))}
          </SimpleGrid>
          {field('email', t('account.email'))}
          <PhoneField phone={contact.phone} country={phoneCountry} countries={options.phoneCountries} onPhone={change('phone')} onCountry={change('phoneCountry')} />
          {/* One column on a phone, where two would cut an address short. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Select
              label={t('account.country')}
              data={options.countries}
              value={contact.country || null}
              onChange={(id) => change('country')(id ?? '')}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
            {field('city', t('account.city'))}
            {field('address', t('account.address'))}
            {field('postCode', t('account.zip'))}
          </SimpleGrid>
          <FormMessage error={error} />
          <Title order={3} size="h5">{t('payout.chooseMethod')}</Title>
          <Group grow>
            <Button loading={busy} onClick={() => flow.send({ type: 'CHOOSE', method: 'IBAN' })} data-testid="payout-iban">IBAN</Button>
            <Button variant="default" loading={busy} onClick={() => flow.send({ type: 'CHOOSE', method: 'CARD' })} data-testid="payout-card">{t('payout.card')}</Button>
          </Group>
        </Stack>
      ) : state.matches('succeeded') ? (
        <Stack gap="sm" align="center">
          <Title order={3} size="h4" data-testid="payout-success">{t('payout.successTitle')}</Title>
          {amountLine}
          <Text ta="center">{t('payout.submittedTitle')}</Text>
          <Text ta="center" c="dimmed">{t('payout.submittedText')}</Text>
          <Button onClick={() => flow.send({ type: 'CLOSE' })}>{t('payout.close')}</Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Title order={3} size="h5">{t('payout.ibanTitle')}</Title>
          <TextInput label={t('payout.amount')} value={amount} readOnly data-testid="payout-iban-amount" />
          <Group grow>
            <TextInput label={t('account.name')} value={iban.firstName} onChange={(e) => flow.send({ type: 'IBAN.CHANGE', field: 'firstName', value: e.currentTarget.value })} />
            <TextInput label={t('account.surname')} value={iban.lastName} onChange={(e) => flow.send({ type: 'IBAN.CHANGE', field: 'lastName', value: e.currentTarget.value })} />
          </Group>
          <TextInput label="IBAN" maxLength={IBAN_MAX_LENGTH} value={iban.iban} onChange={(e) => flow.send({ type: 'IBAN.CHANGE', field: 'iban', value: e.currentTarget.value })} />
          <Checkbox
            checked={iban.terms}
            onChange={(e) => flow.send({ type: 'IBAN.CHANGE', field: 'terms', value: e.currentTarget.checked })}
            label={
              <>
                {t('personal.terms')} <Anchor component={Link} href="/pages/privacy-policy">{t('personal.privacyPolicy')}</Anchor>
                {' · '}
                <Anchor component={Link} href="/pages/terms-and-conditions">{t('personal.termsOfUse')}</Anchor>
              </>
            }
          />
          <FormMessage error={error} />
          <Group grow>
            <Button variant="default" onClick={() => flow.send({ type: 'BACK' })}>{t('checkout.back')}</Button>
            <Button loading={busy} onClick={() => flow.send({ type: 'CONFIRM' })} data-testid="payout-confirm">{t('payout.confirm')}</Button>
          </Group>
        </Stack>
      )}
    </AccountModal>
  );
}
