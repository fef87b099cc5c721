import type { MailParams } from './templates';

// The e-mails of a delivery by trade offer (issue 25): sent, delivered, paused (a stolen Web API key's
// mark), refunded. `code` is printed large by renderMail; `link` is the order page.

export type DeliveryMailTemplate = 'delivery-sent' | 'delivery-accepted' | 'delivery-paused' | 'delivery-refunded';

interface Text {
  subject: string;
  lines: string[];
  action?: string;
}

const REASONS_EN: Record<string, string> = {
  declined: 'the trade offer was declined',
  expired: 'nobody accepted the trade offer in time',
  cancelled: 'the trade offer was cancelled',
  failed: 'Steam refused the trade offer',
  reversed: 'the trade was reversed on Steam',
};
const REASONS_DE: Record<string, string> = {
  declined: 'das Handelsangebot wurde abgelehnt',
  expired: 'das Handelsangebot wurde nicht rechtzeitig angenommen',
  cancelled: 'das Handelsangebot wurde zurückgezogen',
  failed: 'Steam hat das Handelsangebot abgewiesen',
  reversed: 'der Handel wurde auf Steam rückgängig gemacht',
};

export const deliveryMailEn: Record<DeliveryMailTemplate, (p: MailParams) => Text> = {
  'delivery-sent': (p) => ({
    subject: `Your trade offer for order #${p.orderId ?? ''} is waiting on Steam`,
    lines: [
      `Our bot ${p.botName ?? ''} has sent you a Steam trade offer with your items.`,
      'Accept only an offer from this bot whose message carries this code:',
    ],
    action: 'Open your order',
  }),
  'delivery-accepted': (p) => ({
    subject: `Order #${p.orderId ?? ''} delivered`,
    lines: [`You accepted the trade offer from ${p.botName ?? ''}: the items of order #${p.orderId ?? ''} are in your Steam inventory. Enjoy!`],
    action: 'Open your order',
  }),
  'delivery-paused': (p) => ({
    subject: `Order #${p.orderId ?? ''}: revoke your Steam Web API key`,
    lines: [
      `The trade offer for order #${p.orderId ?? ''} was declined seconds after we sent it. That is how scammers work who have stolen a Steam Web API key: they cancel the real offer and send a look-alike from a copy of our bot.`,
      'Revoke your key at https://steamcommunity.com/dev/apikey, then open your order and ask us to send the offer again. Never accept an offer whose code differs from your order page.',
    ],
    action: 'Open your order',
  }),
  'delivery-refunded': (p) => ({
    subject: `Order #${p.orderId ?? ''} refunded`,
    lines: [`We refunded ${p.total ?? ''} to your balance: ${REASONS_EN[p.reason ?? ''] ?? p.reason ?? ''}. The items are back on sale.`],
    action: 'Open your order',
  }),
};

export const deliveryMailDe: Record<DeliveryMailTemplate, (p: MailParams) => Text> = {
  'delivery-sent': (p) => ({
    subject: `Ihr Handelsangebot für Bestellung #${p.orderId ?? ''} wartet auf Steam`,
    lines: [
      `Unser Bot ${p.botName ?? ''} hat Ihnen ein Steam-Handelsangebot mit Ihren Gegenständen geschickt.`,
      'Nehmen Sie nur ein Angebot dieses Bots an, dessen Nachricht diesen Code trägt:',
    ],
    action: 'Bestellung öffnen',
  }),
  'delivery-accepted': (p) => ({
    subject: `Bestellung #${p.orderId ?? ''} geliefert`,
    lines: [`Sie haben das Handelsangebot von ${p.botName ?? ''} angenommen: Die Gegenstände der Bestellung #${p.orderId ?? ''} sind in Ihrem Steam-Inventar. Viel Spaß!`],
    action: 'Bestellung öffnen',
  }),
  'delivery-paused': (p) => ({
    subject: `Bestellung #${p.orderId ?? ''}: Widerrufen Sie Ihren Steam-Web-API-Schlüssel`,
    lines: [
      `Das Handelsangebot für Bestellung #${p.orderId ?? ''} wurde Sekunden nach dem Senden abgelehnt. So arbeiten Betrüger mit einem gestohlenen Steam-Web-API-Schlüssel: Sie brechen das echte Angebot ab und schicken ein nachgemachtes von einer Kopie unseres Bots.`,
      'Widerrufen Sie Ihren Schlüssel unter https://steamcommunity.com/dev/apikey, öffnen Sie dann Ihre Bestellung und lassen Sie uns das Angebot erneut senden. Nehmen Sie nie ein Angebot an, dessen Code nicht zu Ihrer Bestellseite passt.',
    ],
    action: 'Bestellung öffnen',
  }),
  'delivery-refunded': (p) => ({
    subject: `Bestellung #${p.orderId ?? ''} erstattet`,
    lines: [`Wir haben ${p.total ?? ''} Ihrem Guthaben gutgeschrieben: ${REASONS_DE[p.reason ?? ''] ?? p.reason ?? ''}. Die Gegenstände sind wieder im Verkauf.`],
    action: 'Bestellung öffnen',
  }),
};
