import type { OfferState } from '../trade-bot';

/** How long Steam holds the items of a partner without Steam Guard Mobile (the sandbox's `EscrowXX`). */
export const SANDBOX_ESCROW_DAYS = 15;

/**
 * The sandbox partner's answer, chosen by the trade link's token as a test card chooses a payment's:
 * `DeclineX` declines, `CancelXX` declines at once (the mark of a stolen Web API key), `ExpireXX` never
 * answers, `EscrowXX` accepts into Steam's hold, `ReverseX` accepts and reverses the trade halfway
 * through the protection window; any other token accepts. The answer comes `acceptMs` after sending.
 * As on Steam, only a trade Steam's protection covers (one with a CS2 item) can be reversed: `ReverseX`
 * on a Dota 2 trade is a plain accept.
 */
export function sandboxOutcome(
  offer: { token: string; created_at_ms: number; cancelled_at_ms: number | null; protected: number },
  { acceptMs, protectionSeconds, now }: { acceptMs: number; protectionSeconds: number; now: number },
): { state: OfferState; changedAtMs: number; holdEndsAtMs: number | null; reversed: boolean } {
  const sent = Number(offer.created_at_ms);
  // ExpireXX never answers: a cancel at any time withdraws the offer.
  const answerAt = offer.token === 'CancelXX' ? sent : offer.token === 'ExpireXX' ? Infinity : sent + acceptMs;
  const cancelled = offer.cancelled_at_ms === null ? null : Number(offer.cancelled_at_ms);
  const waiting = { state: 'sent' as const, changedAtMs: sent, holdEndsAtMs: null, reversed: false };
  if (cancelled !== null && cancelled < answerAt) return { ...waiting, state: 'cancelled', changedAtMs: cancelled };
  if (now < answerAt) return waiting;
  if (offer.token === 'DeclineX' || offer.token === 'CancelXX') return { ...waiting, state: 'declined', changedAtMs: answerAt };
  if (offer.token === 'EscrowXX') {
    const holdEndsAtMs = answerAt + SANDBOX_ESCROW_DAYS * 86_400_000;
    if (now < holdEndsAtMs) return { state: 'escrow', changedAtMs: answerAt, holdEndsAtMs, reversed: false };
    return { state: 'accepted', changedAtMs: holdEndsAtMs, holdEndsAtMs: null, reversed: false };
  }
  const reversed = offer.token === 'ReverseX' && Number(offer.protected) === 1 && protectionSeconds > 0 && now >= answerAt + (protectionSeconds * 1000) / 2;
  return { state: 'accepted', changedAtMs: answerAt, holdEndsAtMs: null, reversed };
}
