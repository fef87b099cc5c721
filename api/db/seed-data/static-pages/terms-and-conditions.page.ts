import { COMPANY_NAME, COMPANY_NUMBER } from '../settings';

export const termsAndConditions = {
  title: 'Terms and Conditions',
  header: `<h1>Terms and Conditions</h1>
<p>These terms govern your use of the shop operated by ${COMPANY_NAME} (company number ${COMPANY_NUMBER}). Last updated 1 November 2026.</p>`,
  content: `<h2>1. About these terms</h2>
<p>By creating an account, topping up your balance or buying an item you agree to these terms. If you do not agree, please do not use the shop. We may update the terms from time to time; the version published on this page when you place an order applies to that order.</p>
<h2>2. Your account</h2>
<p>You must be at least 18 years old, or have the consent of a parent or guardian, to open an account. You are responsible for keeping your password and your e-mail account secure. You may enable two-factor authentication; we strongly recommend it.</p>
<p>To receive items you must provide a valid Steam trade link and Steam ID. Items are delivered only to the Steam account that these identify, so please check them carefully.</p>
<h2>3. Balance and payments</h2>
<p>You can top up your balance by card through our payment provider. Deposited funds can only be spent on skins in this shop. <strong>They cannot be withdrawn, refunded to your card or transferred to another account</strong>, except where the law requires otherwise.</p>
<p>Prices are set in euro. Prices shown in other currencies are converted at our current rate and are for your convenience; your balance is always kept in euro.</p>
<h2>4. Buying items</h2>
<p>An order is complete when the price has been deducted from your balance. Each listed item is unique: if two customers try to buy the same item at the same time, only the first purchase succeeds and the other customer is not charged.</p>
<p>We send the item to your Steam trade link, usually within minutes. Steam may hold a trade for up to seven days; such holds are outside our control.</p>
<h2>5. Selling items to us</h2>
<p>Where offers are enabled you may propose an item for sale. We reply with our own price, which you may accept or decline. After you accept, you can request a payout by card or by SEPA bank transfer. We reply by e-mail within 48 hours.</p>
<h2>6. Fair use</h2>
<ul>
<li>Do not use the shop for fraud, money laundering or to trade stolen items.</li>
<li>Do not attempt to interfere with the service or access other customers' accounts.</li>
<li>We may suspend accounts that breach these rules and report unlawful activity to the authorities.</li>
</ul>
<h2>7. Liability</h2>
<p>Virtual items are licensed by their game publishers, who may change or remove them. We are not liable for such changes. Nothing in these terms limits liability that cannot be limited by law.</p>
<h2>8. Contact</h2>
<p>Questions about these terms can be sent to our support address, shown at the bottom of every page.</p>`,
};
