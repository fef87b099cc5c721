export const cookiePolicy = {
  title: 'Cookie Policy',
  header: `<h1>Cookie Policy</h1>
<p>Which cookies and similar technologies we use, why, and how you can control them. Last updated 1 November 2026.</p>`,
  content: `<h2>1. What cookies are</h2>
<p>Cookies are small text files a website stores in your browser. Local storage is a similar mechanism that keeps data on your device without sending it with every request.</p>
<h2>2. Cookies we set</h2>
<table>
<thead><tr><th>Name</th><th>Purpose</th><th>Lifetime</th></tr></thead>
<tbody>
<tr><td>sid</td><td>Keeps you signed in; httpOnly and SameSite=Lax</td><td>Until you log out, at most 30 days</td></tr>
</tbody>
</table>
<h2>3. Local storage</h2>
<p>We remember your display currency, your language and that you accepted the cookie notice, so the shop looks the same on your next visit.</p>
<h2>4. Third parties</h2>
<p>When you pay, you are sent to our payment provider's page, which sets its own cookies under its own policy. Analytics are only enabled if the operator configures them, and then only after you accept this notice.</p>
<h2>5. Managing cookies</h2>
<p>You can block or delete cookies in your browser settings. If you block the session cookie you will not be able to sign in.</p>`,
};
