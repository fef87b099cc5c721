import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import {
  EMPTY_REGISTRATION,
  internationalPhone,
  isRegistrationFilled,
  registrationError,
  type RegistrationForm,
} from '../../../machines/account/account.rules';
import { useAuthRef, useModalControls, useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';
import { AccountModal } from '../../ui/account-modal';
import { FormMessage } from '../../ui/form-message';
import { PhoneField } from '../../ui/phone-field';
import { useCountryOptions } from '../../ui/use-country-options';

export default function RegisterModal() {
  const t = useT();
  const auth = useAuthRef();
  const modals = useModalControls();
  const options = useCountryOptions('modal:register:countries');
  const [form, setForm] = useState<RegistrationForm>(EMPTY_REGISTRATION);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const busy = useSelector(auth, (s) => s.matches({ session: { unauthenticated: 'registering' } }));
  const serverError = useSelector(auth, (s) => s.context.error);
  const notice = useSelector(auth, (s) => s.context.notice);
  // Registered, the e-mail not confirmed yet: the form has done its job and gives way to what comes next.
  const awaiting = useSelector(auth, (s) => s.matches({ session: { unauthenticated: 'awaitingVerification' } }));
  const phoneCountry = options.phoneCountryOr(form.phoneCountry);
  const set = <K extends keyof RegistrationForm>(key: K) => (value: RegistrationForm[K]) => setForm((was) => ({ ...was, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = { ...form, phoneCountry };
    const error = registrationError(filled);
    setRuleError(error);
    // The phone goes out in international format; converting it here keeps libphonenumber in this
    // lazily loaded modal's chunk instead of the auth machine's (the entry's).
    if (!error) auth.send({ type: 'REGISTER.SUBMIT', form: { ...filled, phone: internationalPhone(filled.phone, phoneCountry) ?? filled.phone } });
  };

  if (awaiting) {
    return (
      <AccountModal modal="register" title={t('register.title')}>
        <Stack gap="sm" data-testid="register-done">
          <FormMessage error={null} success={notice} />
          <Text size="sm">{fill(t('register.checkMail'), { email: form.email.trim() })}</Text>
          <Button onClick={() => modals.open('login')}>{t('header.login')}</Button>
        </Stack>
      </AccountModal>
    );
  }

  return (
    <AccountModal modal="register" title={t('register.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow>
            <TextInput data-autofocus label={t('account.name')} autoComplete="given-name" value={form.name} onChange={(e) => set('name')(e.currentTarget.value)} required />
            <TextInput label={t('account.surname')} autoComplete="family-name" value={form.surname} onChange={(e) => set('surname')(e.currentTarget.value)} required />
          </Group>
          <TextInput label={t('account.email')} type="email" autoComplete="email" value={form.email} onChange={(e) => set('email')(e.currentTarget.value)} required />
          <PhoneField phone={form.phone} country={phoneCountry} countries={options.phoneCountries} onPhone={set('phone')} onCountry={set('phoneCountry')} required />
          <PasswordInput label={t('account.password')} autoComplete="new-password" value={form.password} onChange={(e) => set('password')(e.currentTarget.value)} required />
          <PasswordInput label={t('account.passConfirm')} autoComplete="new-password" value={form.passConfirm} onChange={(e) => set('passConfirm')(e.currentTarget.value)} required />
          <Checkbox
            checked={form.terms}
            onChange={(e) => set('terms')(e.currentTarget.checked)}
            label={
              <>
                {t('register.terms')}{' '}
                <Anchor component={Link} href="/pages/terms-and-conditions">{t('register.termsLink')}</Anchor>
              </>
            }
          />
          <FormMessage error={ruleError ?? options.error ?? serverError} success={notice} />
          <Button type="submit" loading={busy} disabled={!isRegistrationFilled(form)}>
            {t('register.submit')}
          </Button>
          <Anchor component="button" type="button" onClick={() => modals.open('login')}>
            {t('forgot.haveAccount')}
          </Anchor>
        </Stack>
      </form>
    </AccountModal>
  );
}
