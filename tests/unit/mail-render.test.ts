// The e-mails' two parts say the same (issue 45): the trade code a delivery e-mail names is in the
// plain text as in the HTML, and the button is the shop's orange.
import { describe, expect, it } from 'vitest';
import { moneyIn } from '../../api/mail/mail-money';
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

describe('money in e-mails (issue 45)', () => {
  it("writes the queued '0.95 EUR' as the reader's language does, and leaves other text alone", () => {
    expect(moneyIn('en', '0.95 EUR')).toBe('€0.95');
    expect(moneyIn('de', '1234.50 EUR')).toBe('1.234,50\u00a0€');
    expect(moneyIn('en', '54.00 USD')).toBe('$54.00');
    expect(moneyIn('en', 'Field-Tested')).toBe('Field-Tested');
    expect(moneyIn('en', '0.95 XYZ1')).toBe('0.95 XYZ1');
  });

  it("puts the reader's money in the price alert's subject and the receipt's lines", () => {
    const alert = renderMail('price-alert', 'en', { title: 'AK-47 | Redline', price: '0.95 EUR', targetPrice: '1.00 EUR', link: 'https://shop.example.com/product/1' });
    expect(alert.subject).toContain('€0.95');
    expect(alert.subject).not.toContain('EUR');
    const receipt = renderMail('order-receipt', 'de', { orderId: 7, items: [{ title: 'AWP | Asiimov', price: '12.50 EUR' }], total: '12.50 EUR' });
    expect(receipt.text).toContain('AWP | Asiimov: 12,50\u00a0€');
    expect(receipt.text).not.toContain('12.50 EUR');
  });
});

