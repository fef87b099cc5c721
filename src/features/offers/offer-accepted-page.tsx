import { useSearch } from 'wouter';
import { formatMoney } from '../../../machines/money/money';
import { useLocale, useT } from '../../app/app-actor';
import { fill } from '../../ui/fill';
import { OfferResultPage } from './offer-result-page';

/**
 * /offer-accepted-success (spec §2); `?by=trade` (issue 26): the shop's trade offer asking for the skin
 * is on its way. Issue 45: a sale in one step adds `price` and `currency`, the amount the seller is paid.
 */
export default function OfferAcceptedPage() {
  const t = useT();
  const locale = useLocale();
  const query = new URLSearchParams(useSearch());
  const byTrade = query.get('by') === 'trade';
  const amount = Number(query.get('price'));
  const currency = query.get('currency') ?? '';
  const sold = query.get('price') && Number.isFinite(amount) && amount > 0 && /^[A-Z]{3}$/.test(currency) ? fill(t('sellTrade.soldFor'), { price: formatMoney({ amount, currency }, locale) }) : undefined;
  return <OfferResultPage title={t('offers.acceptedTitle')} text={byTrade ? t('sellTrade.acceptedText') : t('offers.acceptedText')} amount={sold} />;
}
