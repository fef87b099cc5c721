import type { MailParams } from './templates';

// The e-mails of selling to the shop by trade offer (issue 26): the shop's trade offer is waiting
// (with its code), the skin arrived (and when the payout unlocks), the payout is unlocked, the trade
// failed (ask again or cancel), the trade was reversed (nothing is paid). `link` is My offers.

export type SellTradeMailTemplate = 'sell-trade-sent' | 'sell-trade-received' | 'sell-trade-ready' | 'sell-trade-failed' | 'sell-trade-reversed';

interface Text {
  subject: string;
  lines: string[];
  action?: string;
}

export const sellTradeMailEn: Record<SellTradeMailTemplate, (p: MailParams) => Text> = {
  'sell-trade-sent': (p) => ({
    subject: `Our trade offer for ${p.title ?? ''} (offer #${p.offerId ?? ''}) is waiting on Steam`,
    lines: [
      `Our bot ${p.botName ?? ''} has sent you a Steam trade offer asking for ${p.title ?? ''}, for which we pay ${p.servicePrice ?? ''}.`,
      'Accept only an offer from this bot whose message carries this code:',
    ],
    action: 'My offers',
  }),
  'sell-trade-received': (p) => ({
    subject: `We received ${p.title ?? ''} (offer #${p.offerId ?? ''})`,
    lines: [
      `Thank you: ${p.title ?? ''} has arrived.`,
      `Steam lets a trade be reversed for a while after it is made, so your payout of ${p.servicePrice ?? ''} unlocks on ${p.unlocksAt ?? ''} (UTC). We will write to you then.`,
    ],
    action: 'My offers',
  }),
  'sell-trade-ready': (p) => ({
    subject: `Your payout for ${p.title ?? ''} is unlocked (offer #${p.offerId ?? ''})`,
    lines: [`The trade of ${p.title ?? ''} is final. Request your payout of ${p.servicePrice ?? ''} by card or SEPA transfer with the Withdraw link in My offers.`],
    action: 'My offers',
  }),
  'sell-trade-failed': (p) => ({
    subject: `Our trade offer for ${p.title ?? ''} was not accepted (offer #${p.offerId ?? ''})`,
    lines: [`The trade offer asking for ${p.title ?? ''} was ${p.reason === 'expired' ? 'not accepted in time' : 'declined'}. In My offers you can ask us to send it again, or cancel the offer.`],
    action: 'My offers',
  }),
  'sell-trade-reversed': (p) => ({
    subject: `The trade of ${p.title ?? ''} was reversed (offer #${p.offerId ?? ''})`,
    lines: [
      `The trade that gave us ${p.title ?? ''} was reversed on Steam within its trade protection, so the skin is back with you and no payout is made for offer #${p.offerId ?? ''}.`,
      `If you did not reverse it, write to ${p.supportEmail ?? ''}.`,
    ],
    action: 'My offers',
  }),
};

export const sellTradeMailDe: Record<SellTradeMailTemplate, (p: MailParams) => Text> = {
  'sell-trade-sent': (p) => ({
    subject: `Unser Handelsangebot für ${p.title ?? ''} (Angebot #${p.offerId ?? ''}) wartet auf Steam`,
    lines: [
      `Unser Bot ${p.botName ?? ''} hat Ihnen ein Steam-Handelsangebot für ${p.title ?? ''} geschickt; wir zahlen dafür ${p.servicePrice ?? ''}.`,
      'Nehmen Sie nur ein Angebot dieses Bots an, dessen Nachricht diesen Code enthält:',
    ],
    action: 'Meine Angebote',
  }),
  'sell-trade-received': (p) => ({
    subject: `Wir haben ${p.title ?? ''} erhalten (Angebot #${p.offerId ?? ''})`,
    lines: [
      `Danke: ${p.title ?? ''} ist angekommen.`,
      `Steam erlaubt es, einen Handel eine Zeit lang rückgängig zu machen; Ihre Auszahlung von ${p.servicePrice ?? ''} wird daher am ${p.unlocksAt ?? ''} (UTC) freigegeben. Wir schreiben Ihnen dann.`,
    ],
    action: 'Meine Angebote',
  }),
  'sell-trade-ready': (p) => ({
    subject: `Ihre Auszahlung für ${p.title ?? ''} ist freigegeben (Angebot #${p.offerId ?? ''})`,
    lines: [`Der Handel mit ${p.title ?? ''} ist endgültig. Fordern Sie Ihre Auszahlung von ${p.servicePrice ?? ''} per Karte oder SEPA-Überweisung über „Auszahlen“ in Meine Angebote an.`],
    action: 'Meine Angebote',
  }),
  'sell-trade-failed': (p) => ({
    subject: `Unser Handelsangebot für ${p.title ?? ''} wurde nicht angenommen (Angebot #${p.offerId ?? ''})`,
    lines: [
      `Das Handelsangebot für ${p.title ?? ''} wurde ${p.reason === 'expired' ? 'nicht rechtzeitig angenommen' : 'abgelehnt'}. In Meine Angebote können Sie es erneut anfordern oder das Angebot zurückziehen.`,
    ],
    action: 'Meine Angebote',
  }),
  'sell-trade-reversed': (p) => ({
    subject: `Der Handel mit ${p.title ?? ''} wurde rückgängig gemacht (Angebot #${p.offerId ?? ''})`,
    lines: [
      `Der Handel, mit dem wir ${p.title ?? ''} erhalten haben, wurde auf Steam innerhalb des Handelsschutzes rückgängig gemacht. Der Skin ist wieder bei Ihnen; für Angebot #${p.offerId ?? ''} erfolgt keine Auszahlung.`,
      `Wenn Sie das nicht waren, schreiben Sie an ${p.supportEmail ?? ''}.`,
    ],
    action: 'Meine Angebote',
  }),
};
