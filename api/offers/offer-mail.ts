import type { Selectable } from 'kysely';
import type { OffersTable } from './offers.table';
import type { Tx } from '../db/transaction';
import { findUserById } from '../accounts/users.repository';
import { queueEmail } from '../mail/email.job';
import type { MailParams, MailTemplate } from '../mail/templates';
import { formatMinor } from '../lib/money';

type OfferRow = Selectable<OffersTable>;

/** Queues one offer e-mail to the offer's owner, in their language, inside the caller's transaction. */
export async function queueOfferEmail(tx: Tx, template: MailTemplate, offer: OfferRow, params: MailParams = {}): Promise<void> {
  const user = await findUserById(tx, offer.user_id);
  if (!user?.email) return;
  await queueEmail(tx, {
    to: user.email,
    template,
    langId: user.lang_id,
    params: {
      offerId: Number(offer.id),
      title: offer.title,
      userPrice: formatMinor(offer.user_price_minor, offer.currency),
      servicePrice: formatMinor(offer.service_price_minor, offer.currency),
      ...params,
    },
  });
}
