import { OFFER_SENT } from '../../../machines/offers/sell-skin.machine';
import { useT } from '../../app/app-actor';
import { OfferResultPage } from './offer-result-page';

/** /offer-sent-success: spec §2 and the 48-hour reply promise of §1. */
export default function OfferSentPage() {
  const t = useT();
  return <OfferResultPage title={OFFER_SENT} text={t('offers.replyPromise')} />;
}
