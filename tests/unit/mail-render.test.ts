// The e-mails' two parts say the same (issue 45): the trade code a delivery e-mail names is in the
// plain text as in the HTML, and the button is the shop's orange.
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../api/mail/templates';

describe('renderMail', () => {
  it("puts the trade offer's code in the plain text as well as the HTML, in both languages", () => {
    for (const language of ['en', 'de']) {
      const mail = renderMail('delivery-sent', language, { orderId: 7, botName: 'bot-1', code: 'QX7M2K', link: 'https://shop.example.com/orders/7' });
      expect(mail.html, language).toContain('QX7M2K');
      expect(mail.text, language).toMatch(/:\n\n {4}QX7M2K\n\nhttps:\/\/shop\.example\.com\/orders\/7\n/);
    }
  });

  it("draws its button in the shop's orange, and sends no code line when there is none", () => {
    const mail = renderMail('delivery-accepted', 'en', { orderId: 7, botName: 'bot-1', link: 'https://shop.example.com/orders/7' });
    expect(mail.html).toContain('background:#ff9d00');
    expect(mail.text).not.toMatch(/\n {4}\S/);
  });
});
