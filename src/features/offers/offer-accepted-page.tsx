import { useT } from '../../app/app-actor';
import { OfferResultPage } from './offer-result-page';

/** /offer-accepted-success (spec §2). */
export default function OfferAcceptedPage() {
  const t = useT();
  return <OfferResultPage title={t('offers.acceptedTitle')} text={t('offers.acceptedText')} />;
}
