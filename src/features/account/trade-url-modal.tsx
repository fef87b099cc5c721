import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { tradeUrlMachine } from '../../../machines/account/account-forms';
import { useProfile, useT } from '../../app/app-actor';
import { AccountModal } from '../../ui/account-modal';
import { FormMessage } from '../../ui/form-message';
import { useAccountForm } from '../../ui/use-account-form';

/** Issue 45: Steam's privacy page, where the trade URL is listed under "Third-Party Sites". */
export const STEAM_TRADE_URL_PAGE = 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url';

export default function TradeUrlModal() {
  const t = useT();
  const stored = useProfile()?.tradeLink ?? '';
  const [url, setUrl] = useState(stored);
  const form = useAccountForm(tradeUrlMachine);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit({ url });
  };

  return (
    <AccountModal modal="tradeUrl" title={t('tradeUrl.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('tradeUrl.label')}
            placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
          />
          <Anchor href={STEAM_TRADE_URL_PAGE} target="_blank" rel="noopener noreferrer" size="sm" data-testid="trade-url-help">
            {t('tradeUrl.whereToFind')} <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
          </Anchor>
          <FormMessage error={form.error} />
          {/* Spec §4: Save applies only when the value differs from the stored one. */}
          <Button type="submit" loading={form.busy} disabled={url.trim() === stored}>{t('account.save')}</Button>
        </Stack>
      </form>
    </AccountModal>
  );
}
