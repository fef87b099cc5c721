import { Alert, Anchor, Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { personalInfoMachine, type PersonalInfoValues } from '../../../machines/account/account-forms';
import { nationalPhone } from '../../../machines/account/account.rules';
import type { Profile } from '../../../machines/auth/auth.actors';
import { useCurrency, useOpenModal, useProfile, useT } from '../../app/app-actor';
import { AccountModal } from '../../ui/account-modal';
import { FormMessage } from '../../ui/form-message';
import { PhoneField } from '../../ui/phone-field';
import { useAccountForm } from '../../ui/use-account-form';
import { useCountryOptions } from '../../ui/use-country-options';

type Fields = Omit<PersonalInfoValues, 'currency'>;

const fieldsOf = (profile: Profile | null): Fields => ({
  name: profile?.name ?? '',
  surname: profile?.surname ?? '',
  email: profile?.email ?? '',
  // The country's code is the selector's: the field holds the rest.
  phone: nationalPhone(profile?.phone ?? '', profile?.phoneCountryCode ?? ''),
  phoneCountry: profile?.phoneCountryCode ?? '',
  country: profile?.country ?? null,
  city: profile?.city ?? '',
  address: profile?.address ?? '',
  postCode: profile?.zip ?? '',
  steamId: profile?.steamId ?? '',
  // Accepted once (registering, an earlier save): ticked, not asked again on every save (issue 45).
  terms: profile?.termsAccepted === true,
});

export default function PersonalInfoModal() {
  const t = useT();
  const profile = useProfile();
  const { notice } = useOpenModal();
  return (
    <AccountModal modal="personalInfo" title={t('personal.title')}>
      {notice && <Alert color="yellow" variant="light" mb="sm" data-testid="personal-info-notice">{notice}</Alert>}
      {/* Keyed by the profile so a reload refills the form. */}
      <PersonalInfoForm key={profile?.id ?? 0} profile={profile} />
    </AccountModal>
  );
}

function PersonalInfoForm({ profile }: { profile: Profile | null }) {
  const t = useT();
  const currency = useCurrency();
  const options = useCountryOptions('modal:personal-info:countries', { toast: false });
  const [fields, setFields] = useState<Fields>(() => fieldsOf(profile));
  const form = useAccountForm(personalInfoMachine);
  const phoneCountry = options.phoneCountryOr(fields.phoneCountry);
  const set = <K extends keyof Fields>(key: K) => (value: Fields[K]) => setFields((was) => ({ ...was, [key]: value }));
  const text = (field: 'name' | 'surname' | 'email' | 'city' | 'address' | 'postCode', label: string, autoComplete?: string) => (
    <TextInput label={label} autoComplete={autoComplete} value={fields[field]} onChange={(e) => set(field)(e.currentTarget.value)} />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ ...fields, phoneCountry, currency: currency.code });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group grow>
          {text('name', t('account.name'), 'given-name')}
          {text('surname', t('account.surname'), 'family-name')}
        </Group>
        {text('email', t('account.email'), 'email')}
        <PhoneField phone={fields.phone} country={phoneCountry} countries={options.phoneCountries} onPhone={set('phone')} onCountry={set('phoneCountry')} />
        <Select
          label={t('account.country')}
          data={options.countries}
          value={fields.country === null ? null : String(fields.country)}
          onChange={(id) => set('country')(id === null ? null : Number(id))}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Group grow>
          {text('city', t('account.city'), 'address-level2')}
          {text('postCode', t('account.zip'), 'postal-code')}
        </Group>
        {text('address', t('account.address'), 'street-address')}
        <TextInput
          label={t('account.steamId')}
          value={fields.steamId}
          onChange={(e) => set('steamId')(e.currentTarget.value)}
          readOnly={profile?.steamIdVerified === true}
          description={profile?.steamIdVerified ? t('account.steamIdVerified') : t('account.steamIdTyped')}
        />
        <Checkbox
          checked={fields.terms}
          onChange={(e) => set('terms')(e.currentTarget.checked)}
          label={
            <>
              {t('personal.terms')}{' '}
              <Anchor component={Link} href="/pages/terms-and-conditions">{t('personal.termsOfUse')}</Anchor>
              {' · '}
              <Anchor component={Link} href="/pages/privacy-policy">{t('personal.privacyPolicy')}</Anchor>
            </>
          }
        />
        <FormMessage error={form.error} />
        <Button type="submit" loading={form.busy}>{t('account.save')}</Button>
      </Stack>
    </form>
  );
}
