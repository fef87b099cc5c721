import type { AccountChangeKind } from '../../contract/account-changes';

/**
 * What each of the customer's actions may move, by operation name (issue 45): the lists showing it
 * look again as soon as the action is answered. The id is not known here: every open list of the
 * kind looks (a page following one entity, such as the order page, hears its own change on the stream).
 */
const ACTION_CHANGES: Record<string, readonly AccountChangeKind[]> = {
  Purchase: ['ORDER'],
  ResumeDelivery: ['ORDER'],
  StartDeposit: ['DEPOSIT'],
  CreateOffer: ['OFFER'],
  SellNow: ['OFFER'],
  AcceptOffer: ['OFFER'],
  DeclineOffer: ['OFFER'],
  RetryOfferTrade: ['OFFER'],
  CancelOffer: ['OFFER'],
  RequestIbanPayout: ['OFFER'],
  RequestCardPayout: ['OFFER'],
};

export const changesOfAction = (operation: string): readonly AccountChangeKind[] => ACTION_CHANGES[operation] ?? [];
