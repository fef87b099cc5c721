import type { MailParams } from './templates';

// Issue 44: the shop paused a bot by itself (Steam will not let its account trade). Each operator who
// may manage bots hears once per pause: the bot (`botName`), Steam's words (`reason`), and the
// console's Bots screen (`link`), where the bot is resumed once its account is fixed.

export type BotMailTemplate = 'bot-paused';

interface Text {
  subject: string;
  lines: string[];
  action?: string;
}

export const botMailEn: Record<BotMailTemplate, (p: MailParams) => Text> = {
  'bot-paused': (p) => ({
    subject: `Bot ${p.botName ?? ''} paused: Steam will not let it trade`,
    lines: [
      `The shop paused the trade bot ${p.botName ?? ''}: Steam refused to let its account trade.`,
      `Steam said: ${p.reason ?? ''}`,
      'Its stock is off sale and its deliveries and sell trades wait, nothing is refunded. Fix the account, then resume the bot on the Bots screen of the console.',
    ],
    action: 'Open Bots',
  }),
};

export const botMailDe: Record<BotMailTemplate, (p: MailParams) => Text> = {
  'bot-paused': (p) => ({
    subject: `Bot ${p.botName ?? ''} pausiert: Steam lässt ihn nicht handeln`,
    lines: [
      `Der Shop hat den Handelsbot ${p.botName ?? ''} pausiert: Steam hat seinem Konto den Handel verweigert.`,
      `Steam meldete: ${p.reason ?? ''}`,
      'Sein Bestand ist nicht mehr im Verkauf, seine Lieferungen und Ankäufe warten, nichts wird erstattet. Bring das Konto in Ordnung und setze den Bot dann in der Konsole unter „Bots“ fort.',
    ],
    action: 'Bots öffnen',
  }),
};
