import { useSearch } from 'wouter';
import { useT } from '../../app/app-actor';
import { OfferResultPage } from './offer-result-page';

/** /offer-accepted-success (spec §2); `?by=trade` (issue 26): the shop's trade offer asking for the skin is on its way. */
export default function OfferAcceptedPage() {
  const t = useT();
  const byTrade = new URLSearchParams(useSearch()).get('by') === 'trade';
  return <OfferResultPage title={t('offers.acceptedTitle')} text={byTrade ? t('sellTrade.acceptedText') : t('offers.acceptedText')} />;
}
