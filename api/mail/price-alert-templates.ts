import type { MailParams } from './templates';

// The wishlist's e-mail (issue 27): a copy of a watched market name is listed at or below the
// customer's target; `price` and `targetPrice` are formatted in the currency the alert was saved in,
// `link` is the copy's product page.

export type PriceAlertMailTemplate = 'price-alert';

interface Text {
  subject: string;
  lines: string[];
  action?: string;
}

export const priceAlertMailEn: Record<PriceAlertMailTemplate, (p: MailParams) => Text> = {
  'price-alert': (p) => ({
    subject: `${p.title ?? ''} is now ${p.price ?? ''}`,
    lines: [
      `Good news: ${p.title ?? ''} is on sale for ${p.price ?? ''}, at or below your target of ${p.targetPrice ?? ''}.`,
      'Copies sell fast. This alert is now quiet: save it again on the product page to hear about the next one.',
    ],
    action: 'View the item',
  }),
};

export const priceAlertMailDe: Record<PriceAlertMailTemplate, (p: MailParams) => Text> = {
  'price-alert': (p) => ({
    subject: `${p.title ?? ''} gibt es jetzt für ${p.price ?? ''}`,
    lines: [
      `Gute Nachricht: ${p.title ?? ''} ist für ${p.price ?? ''} zu haben, zu oder unter Ihrem Zielpreis von ${p.targetPrice ?? ''}.`,
      'Exemplare sind schnell verkauft. Dieser Preisalarm ruht jetzt: Speichern Sie ihn auf der Produktseite erneut, um vom nächsten zu erfahren.',
    ],
    action: 'Zum Artikel',
  }),
};
