export const cookieNotice = {
  title: 'Cookie Notice',
  header: `<h1>Cookie Notice</h1>
<p>A short summary of the cookies and local storage this shop uses.</p>`,
  content: `<p>We use as few cookies as possible. We do not use advertising cookies and we do not track you across other websites.</p>
<h2>Strictly necessary</h2>
<ul>
<li><strong>sid</strong>: keeps you signed in. It is set when you log in, is not readable by scripts and is deleted when you log out.</li>
</ul>
<h2>Preferences</h2>
<p>Your chosen display currency, your language and whether you accepted this notice are kept in your browser's local storage. They never leave your device.</p>
<h2>Your choice</h2>
<p>Because we only use what is needed to run the shop, no consent is needed for these cookies. You can still delete them at any time in your browser settings; you will then be signed out.</p>
<p>The full details are in our Cookie Policy.</p>`,
};
