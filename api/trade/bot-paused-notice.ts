import { activeStaffEmailsWith } from '../admin/staff.repository';
import type { Tx } from '../db/transaction';
import { queueEmail } from '../mail/email.job';
import { findLanguageId } from '../reference-data/languages.repository';

/** The console's Bots screen, where an operator resumes a paused bot. */
export const botsScreenUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/admin/bots`;

/**
 * Queues, in the pause's transaction, one `bot-paused` e-mail to each active staff member who may
 * manage bots (the link only when the caller knows the console's address). Staff have no language of their own: English, as their invitations are.
 */
export async function queueBotPausedNotice(tx: Tx, pause: { bot: string; reason: string; botsScreenUrl: string | undefined }): Promise<number> {
  const recipients = await activeStaffEmailsWith(tx, 'bots.manage');
  if (recipients.length === 0) return 0;
  const englishId = (await findLanguageId(tx, 'en')) ?? 0;
  for (const to of recipients) {
    await queueEmail(tx, { to, template: 'bot-paused', langId: englishId, params: { botName: pause.bot, reason: pause.reason, link: pause.botsScreenUrl } });
  }
  return recipients.length;
}
