import { describe, expect, it } from 'vitest';
import { renderMail } from '../../api/mail/templates';

const params = { botName: 'Skin Shop Bot 1', reason: 'You have logged in from a new device.', link: 'https://shop.example/admin/bots' };

describe('the bot-paused e-mail', () => {
  it.each([
    ['en', 'Bot Skin Shop Bot 1 paused: Steam will not let it trade', 'Steam said: You have logged in from a new device.', 'Open Bots'],
    ['de', 'Bot Skin Shop Bot 1 pausiert: Steam lässt ihn nicht handeln', 'Steam meldete: You have logged in from a new device.', 'Bots öffnen'],
  ])('in %s names the bot, the reason and links the Bots screen', (lang, subject, reasonLine, action) => {
    const mail = renderMail('bot-paused', lang, params);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(reasonLine);
    expect(mail.text).toContain('https://shop.example/admin/bots');
    expect(mail.html).toContain(`href="https://shop.example/admin/bots"`);
    expect(mail.html).toContain(action);
  });
});
