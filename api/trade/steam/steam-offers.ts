import type TradeOfferManager from 'steam-tradeoffer-manager';
import type { OfferState, OfferView } from '../trade-bot';

/** ETradeOfferState → the port's OfferState (Invalid(1) and anything new → invalid). */
const STATES: Record<number, OfferState> = {
  2: 'sent', // Active
  3: 'accepted', // Accepted
  4: 'declined', // Countered: the partner answered with another offer, which the shop never accepts
  5: 'expired', // Expired
  6: 'cancelled', // Canceled
  7: 'declined', // Declined
  8: 'invalid', // InvalidItems
  9: 'sent', // CreatedNeedsConfirmation: not yet confirmed on the bot's side
  10: 'cancelled', // CanceledBySecondFactor
  11: 'escrow', // InEscrow
};

export const ACTIVE_STATES = new Set([2, 9]);

export const offerState = (state: number): OfferState => STATES[state] ?? 'invalid';

const seconds = (date: Date | null | undefined, fallback: number) => (date ? Math.floor(date.getTime() / 1000) : fallback);

export function toOfferView(offer: TradeOfferManager.TradeOffer): OfferView {
  const state = offerState(offer.state);
  const createdAt = seconds(offer.created, Math.floor(Date.now() / 1000));
  return {
    offerId: String(offer.id),
    state,
    message: offer.message ?? '',
    createdAt,
    updatedAt: seconds(offer.updated, createdAt),
    holdEndsAt: state === 'escrow' && offer.escrowEnds ? seconds(offer.escrowEnds, 0) : null,
    tradeId: offer.tradeID ?? null,
  };
}
