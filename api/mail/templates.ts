import { escapeHtml } from '../lib/escape-html';
import { deliveryMailDe, deliveryMailEn, type DeliveryMailTemplate } from './delivery-templates';
import { sellTradeMailDe, sellTradeMailEn, type SellTradeMailTemplate } from './sell-trade-templates';
import { priceAlertMailDe, priceAlertMailEn, type PriceAlertMailTemplate } from './price-alert-templates';
import { botMailDe, botMailEn, type BotMailTemplate } from './bot-templates';
import { withMoneyIn } from './mail-money';

export type MailTemplate =
  | 'verify-email'
  | 'reset-password'
  | 'two-factor-code'
  | 'account-exists'
  | 'order-receipt'
  | 'deposit-receipt'
  | 'offer-quoted'
  | 'offer-rejected'
  | 'offer-accepted'
  | 'payout-paid'
  | 'payout-failed'
  | 'staff-invite'
  | DeliveryMailTemplate
  | SellTradeMailTemplate
  | PriceAlertMailTemplate
  | BotMailTemplate;

export interface MailParams {
  link?: string;
  code?: string;
  minutes?: number;
  /**
   * order-receipt: what was bought (prices already formatted with the currency), where it goes, whom to ask.
   * deposit-receipt: orderId is the top-up's id, total the amount paid (with its currency), supportEmail.
   */
  orderId?: number;
  items?: { title: string; price: string }[];
  total?: string;
  tradeLink?: string;
  supportEmail?: string;
  /** Offer e-mails: the offer, the skin, prices formatted with the currency, a payout failure's reason. */
  offerId?: number;
  title?: string;
  userPrice?: string;
  servicePrice?: string;
  reason?: string;
  /** Delivery e-mails: the bot that sends the trade offer (its code is `code`, the order page `link`); bot-paused: the bot paused. */
  botName?: string;
  /** sell-trade-received: when the payout unlocks, formatted (UTC). */
  unlocksAt?: string;
  /** price-alert: the copy's price and the customer's target, formatted in the alert's currency. */
  price?: string;
  targetPrice?: string;
  /** staff-invite: the role the invitee gets. */
  role?: string;
}

const itemLines = (p: MailParams) => (p.items ?? []).map((item) => `- ${item.title}: ${item.price}`);

interface Text {
  subject: string;
  lines: string[];
  action?: string;
}

type Catalogue = Record<MailTemplate, (p: MailParams) => Text>;

const en: Catalogue = {
  'verify-email': () => ({
    subject: 'Confirm your e-mail address',
    lines: ['Welcome to Skin Shop!', 'Please confirm your e-mail address to activate your account. The link is valid for 24 hours.'],
    action: 'Confirm e-mail',
  }),
  'reset-password': (p) => ({
    subject: 'Reset your password',
    lines: [
      'Someone asked to reset the password of your Skin Shop account.',
      `Open the link below to choose a new one. It works once and for ${p.minutes ?? 60} minutes. If it was not you, ignore this e-mail.`,
    ],
    action: 'Reset password',
  }),
  'two-factor-code': (p) => ({
    subject: `Your login code: ${p.code ?? ''}`,
    lines: [`Your Skin Shop login code is ${p.code ?? ''}.`, `It expires in ${p.minutes ?? 10} minutes. Never share it with anyone.`],
  }),
  'account-exists': () => ({
    subject: 'Your Skin Shop account',
    lines: [
      'Someone tried to create a Skin Shop account with this e-mail address, which already has one.',
      'If it was you, log in or reset your password with the link below. Otherwise ignore this e-mail.',
    ],
    action: 'Reset password',
  }),
  'order-receipt': (p) => ({
    subject: `Your Skin Shop order #${p.orderId ?? ''}`,
    lines: [
      `Thank you for your purchase. Order #${p.orderId ?? ''} is processing.`,
      ...itemLines(p),
      `Total: ${p.total ?? ''}`,
      `The items will be sent to your Steam trade link: ${p.tradeLink ?? ''}`,
      `Questions? Write to ${p.supportEmail ?? ''}.`,
    ],
  }),
  'deposit-receipt': (p) => ({
    subject: `Your Skin Shop top-up #${p.orderId ?? ''}`,
    lines: [
      'Your balance has been successfully topped up.',
      `Top-up #${p.orderId ?? ''}: ${p.total ?? ''}`,
      'Deposited funds can only be spent on skins and cannot be withdrawn or transferred.',
      `Questions? Write to ${p.supportEmail ?? ''}.`,
    ],
  }),
  'offer-quoted': (p) => ({
    subject: `Our price for ${p.title ?? ''} (offer #${p.offerId ?? ''})`,
    lines: [
      `Thank you for offering us ${p.title ?? ''}. You asked ${p.userPrice ?? ''}; we offer ${p.servicePrice ?? ''}.`,
      'Open My offers in your profile to accept or decline our price.',
    ],
    action: 'My offers',
  }),
  'offer-rejected': (p) => ({
    subject: `Your offer #${p.offerId ?? ''} for ${p.title ?? ''}`,
    lines: [`Thank you for offering us ${p.title ?? ''}. We are sorry, we cannot buy this skin at the moment.`, `Questions? Write to ${p.supportEmail ?? ''}.`],
  }),
  'offer-accepted': (p) => ({
    subject: `How to send us ${p.title ?? ''} (offer #${p.offerId ?? ''})`,
    lines: [
      `You accepted our price of ${p.servicePrice ?? ''} for ${p.title ?? ''}.`,
      `How to send the skin: within 48 hours we send a Steam trade offer asking for ${p.title ?? ''} to the trade link saved in your profile (save it there first if you have not). Its message says "Offer #${p.offerId ?? ''}": accept it in Steam. Never accept a trade offer without that code.`,
      'Once the skin has arrived, My offers shows a Withdraw link: request your payout by card or SEPA bank transfer there.',
      `Questions? Write to ${p.supportEmail ?? ''}.`,
    ],
  }),
  'payout-paid': (p) => ({
    subject: `Payout for offer #${p.offerId ?? ''} sent`,
    lines: [`We have paid ${p.servicePrice ?? ''} for ${p.title ?? ''}. Your funds are on their way to your account.`],
  }),
  'payout-failed': (p) => ({
    subject: `Payout for offer #${p.offerId ?? ''} failed`,
    lines: [
      `We could not pay ${p.servicePrice ?? ''} for ${p.title ?? ''}: ${p.reason ?? ''}`,
      'You can request the payout again, by card or SEPA bank transfer, from My offers in your profile.',
      `Questions? Write to ${p.supportEmail ?? ''} and we will sort it out.`,
    ],
  }),
  'staff-invite': (p) => ({
    subject: 'Your Skin Shop staff invitation',
    lines: [
      `You are invited to the Skin Shop console as ${p.role ?? ''}.`,
      `Open the link to set your password and your authenticator app. It works once and for ${Math.round((p.minutes ?? 4320) / 60)} hours.`,
    ],
    action: 'Accept the invitation',
  }),
  ...deliveryMailEn,
  ...sellTradeMailEn,
  ...priceAlertMailEn,
  ...botMailEn,
};

const de: Catalogue = {
  'verify-email': () => ({
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    lines: ['Willkommen bei Skin Shop!', 'Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist 24 Stunden gültig.'],
    action: 'E-Mail bestätigen',
  }),
  'reset-password': (p) => ({
    subject: 'Passwort zurücksetzen',
    lines: [
      'Jemand möchte das Passwort Ihres Skin-Shop-Kontos zurücksetzen.',
      `Über den Link unten wählen Sie ein neues. Er funktioniert einmal und ${p.minutes ?? 60} Minuten lang. Waren Sie es nicht, ignorieren Sie diese E-Mail.`,
    ],
    action: 'Passwort zurücksetzen',
  }),
  'two-factor-code': (p) => ({
    subject: `Ihr Anmeldecode: ${p.code ?? ''}`,
    lines: [`Ihr Skin-Shop-Anmeldecode lautet ${p.code ?? ''}.`, `Er läuft in ${p.minutes ?? 10} Minuten ab. Geben Sie ihn niemals weiter.`],
  }),
  'account-exists': () => ({
    subject: 'Ihr Skin-Shop-Konto',
    lines: [
      'Jemand wollte mit dieser E-Mail-Adresse ein Skin-Shop-Konto anlegen, obwohl es bereits eines gibt.',
      'Waren Sie es, melden Sie sich an oder setzen Sie Ihr Passwort über den Link unten zurück. Sonst ignorieren Sie diese E-Mail.',
    ],
    action: 'Passwort zurücksetzen',
  }),
  'order-receipt': (p) => ({
    subject: `Ihre Skin-Shop-Bestellung #${p.orderId ?? ''}`,
    lines: [
      `Vielen Dank für Ihren Einkauf. Bestellung #${p.orderId ?? ''} wird bearbeitet.`,
      ...itemLines(p),
      `Summe: ${p.total ?? ''}`,
      `Die Gegenstände werden an Ihren Steam-Handelslink gesendet: ${p.tradeLink ?? ''}`,
      `Fragen? Schreiben Sie an ${p.supportEmail ?? ''}.`,
    ],
  }),
  'deposit-receipt': (p) => ({
    subject: `Ihre Skin-Shop-Aufladung #${p.orderId ?? ''}`,
    lines: [
      'Ihr Guthaben wurde erfolgreich aufgeladen.',
      `Aufladung #${p.orderId ?? ''}: ${p.total ?? ''}`,
      'Eingezahltes Guthaben kann nur für Skins verwendet und weder ausgezahlt noch übertragen werden.',
      `Fragen? Schreiben Sie an ${p.supportEmail ?? ''}.`,
    ],
  }),
  'offer-quoted': (p) => ({
    subject: `Unser Preis für ${p.title ?? ''} (Angebot #${p.offerId ?? ''})`,
    lines: [
      `Danke für Ihr Angebot ${p.title ?? ''}. Sie wollten ${p.userPrice ?? ''}; wir bieten ${p.servicePrice ?? ''}.`,
      'Unter „Meine Angebote“ in Ihrem Profil nehmen Sie unseren Preis an oder lehnen ihn ab.',
    ],
    action: 'Meine Angebote',
  }),
  'offer-rejected': (p) => ({
    subject: `Ihr Angebot #${p.offerId ?? ''} für ${p.title ?? ''}`,
    lines: [`Danke für Ihr Angebot ${p.title ?? ''}. Leider können wir diesen Skin derzeit nicht kaufen.`, `Fragen? Schreiben Sie an ${p.supportEmail ?? ''}.`],
  }),
  'offer-accepted': (p) => ({
    subject: `So senden Sie uns ${p.title ?? ''} (Angebot #${p.offerId ?? ''})`,
    lines: [
      `Sie haben unseren Preis von ${p.servicePrice ?? ''} für ${p.title ?? ''} angenommen.`,
      `So senden Sie den Skin: Innerhalb von 48 Stunden schicken wir ein Steam-Handelsangebot für ${p.title ?? ''} an den Handelslink in Ihrem Profil (speichern Sie ihn dort, falls noch nicht geschehen). Seine Nachricht lautet „Offer #${p.offerId ?? ''}“: Nehmen Sie es in Steam an. Nehmen Sie nie ein Handelsangebot ohne diesen Code an.`,
      'Sobald der Skin angekommen ist, zeigt „Meine Angebote“ einen Link zum Auszahlen: per Karte oder SEPA-Überweisung.',
      `Fragen? Schreiben Sie an ${p.supportEmail ?? ''}.`,
    ],
  }),
  'payout-paid': (p) => ({
    subject: `Auszahlung für Angebot #${p.offerId ?? ''} gesendet`,
    lines: [`Wir haben ${p.servicePrice ?? ''} für ${p.title ?? ''} ausgezahlt. Das Geld ist auf dem Weg zu Ihrem Konto.`],
  }),
  'payout-failed': (p) => ({
    subject: `Auszahlung für Angebot #${p.offerId ?? ''} fehlgeschlagen`,
    lines: [
      `Wir konnten ${p.servicePrice ?? ''} für ${p.title ?? ''} nicht auszahlen: ${p.reason ?? ''}`,
      'Sie können die Auszahlung unter „Meine Angebote“ in Ihrem Profil erneut anfordern, per Karte oder SEPA-Überweisung.',
      `Fragen? Schreiben Sie an ${p.supportEmail ?? ''}, wir kümmern uns darum.`,
    ],
  }),
  'staff-invite': (p) => ({
    subject: 'Deine Einladung zur Skin-Shop-Konsole',
    lines: [
      `Du bist als ${p.role ?? ''} in die Konsole von Skin Shop eingeladen.`,
      `Öffne den Link, um dein Passwort und deine Authenticator-App einzurichten. Er gilt einmal und ${Math.round((p.minutes ?? 4320) / 60)} Stunden lang.`,
    ],
    action: 'Einladung annehmen',
  }),
  ...deliveryMailDe,
  ...sellTradeMailDe,
  ...priceAlertMailDe,
  ...botMailDe,
};

const catalogues: Record<string, Catalogue> = { en, de };

/** The shop's orange (src/app/theme.ts, brand[6]); dark text on it reads as the shop's buttons do. */
const BRAND = '#ff9d00';

/** Subject, plain text and HTML of an e-mail in the language `langCode` (English when not translated). */
export function renderMail(template: MailTemplate, langCode: string, queued: MailParams) {
  const params = withMoneyIn(langCode, queued);
  const { subject, lines, action } = (catalogues[langCode] ?? en)[template](params);
  // The code an e-mail names ("…carries this code:") stands on its own line in both parts.
  const text = [...lines, ...(params.code ? ['', `    ${params.code}`] : []), ...(params.link ? ['', params.link] : [])].join('\n') + '\n\n-- \nSkin Shop\n';
  const button =
    params.link && action
      ? `<p><a href="${escapeHtml(params.link)}" style="background:${BRAND};color:#1a1b1e;font-weight:bold;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(action)}</a></p>` +
        `<p style="font-size:12px;color:#666">${escapeHtml(params.link)}</p>`
      : '';
  const code = params.code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(params.code)}</p>` : '';
  const html =
    `<!doctype html><html lang="${escapeHtml(langCode)}"><body style="font-family:sans-serif">` +
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    code +
    button +
    '<p>Skin Shop</p></body></html>';
  return { subject, text, html };
}
