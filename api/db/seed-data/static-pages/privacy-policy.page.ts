import { COMPANY_NAME } from '../settings';

export const privacyPolicy = {
  title: 'Privacy Policy',
  header: `<h1>Privacy Policy</h1>
<p>How ${COMPANY_NAME} collects, uses and protects your personal data. Last updated 1 November 2026.</p>`,
  content: `<h2>1. Who we are</h2>
<p>${COMPANY_NAME} is the controller of the personal data processed through this shop. You can reach us at the support address shown in the footer of every page.</p>
<h2>2. What we collect</h2>
<ul>
<li><strong>Account data:</strong> e-mail address, password (stored only as a salted hash), name and contact details you enter in your profile.</li>
<li><strong>Delivery data:</strong> your Steam ID and Steam trade link.</li>
<li><strong>Payment data:</strong> the amount, currency and status of each top-up. Card details are handled by our payment provider and never reach our servers.</li>
<li><strong>Technical data:</strong> a session cookie that keeps you signed in, and server logs kept for security.</li>
</ul>
<h2>3. Why we use it</h2>
<p>We use your data to run your account, deliver the items you buy, process payments and payouts, prevent fraud and meet our legal obligations, for example keeping accounting records.</p>
<h2>4. Who we share it with</h2>
<p>We share data only with the processors we need to run the shop: our hosting provider, our payment provider and our e-mail provider. We never sell your personal data.</p>
<h2>5. How long we keep it</h2>
<p>We keep account data while your account is open. Transaction records are kept for as long as tax law requires, usually ten years. Logs are deleted after 30 days.</p>
<h2>6. Your rights</h2>
<p>You may ask for a copy of your data, its correction or deletion, or object to its processing. You may also complain to your data protection authority. Write to our support address and we will reply within one month.</p>`,
};
