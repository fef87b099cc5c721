import { Group, Select, TextInput } from '@mantine/core';
import { useT } from '../app/app-actor';

/** A phone number with its country, limited to the countries the API supports (spec §2). */
export function PhoneField(props: {
  phone: string;
  country: string;
  countries: { value: string; label: string }[];
  onPhone: (phone: string) => void;
  onCountry: (iso: string) => void;
  required?: boolean;
}) {
  const t = useT();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={t('account.phoneCountry')}
        data={props.countries}
        value={props.country || null}
        onChange={(iso) => iso && props.onCountry(iso)}
        allowDeselect={false}
        searchable
        w={170}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('account.phone')}
        type="tel"
        autoComplete="tel-national"
        value={props.phone}
        onChange={(e) => props.onPhone(e.currentTarget.value)}
        required={props.required}
        style={{ flex: 1 }}
      />
    </Group>
  );
}
