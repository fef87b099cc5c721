import { escapeHtml } from '../lib/escape-html';

const STYLE = `
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a1b1e;margin:0;display:flex;justify-content:center}
main{background:#fff;margin:48px 16px;padding:32px;border-radius:12px;max-width:380px;width:100%;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:8px 0 24px}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #ced4da;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}button{margin-top:20px;width:100%;padding:12px;font-size:16px;background:#4c6ef5;color:#fff;border:0;border-radius:6px;cursor:pointer}
.test-page{background:#fff3bf;border:1px solid #fab005;border-radius:6px;padding:8px 12px;font-size:14px;margin:0 0 16px}
.cancel{display:block;text-align:center;margin-top:16px;color:#495057}.error{color:#c92a2a;font-size:14px}.hint{color:#868e96;font-size:12px;margin-top:20px}
`;

/** Said at the top of every sandbox page: a customer must never take it for a real card payment. */
export const SANDBOX_TEST_PAGE_NOTE = 'Test page: this shop uses a sandbox payment provider. No card is charged and no real money moves.';

function layout(title: string, content: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${content}</main></body></html>`
  );
}

/**
 * The sandbox's hosted payment page: no script (the shop's CSP allows none inline), a plain form
 * posting to its own path, test cards named on the page.
 */
export function sandboxPaymentPage(options: { action: string; cancelHref: string; amount: string; error?: string }): string {
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return layout(
    'Sandbox payment (test page)',
    `<p class="test-page" role="note">${SANDBOX_TEST_PAGE_NOTE}</p><h1>Sandbox payment</h1><p>Skin Shop balance top-up</p><p class="amount">${escapeHtml(options.amount)}</p>${error}` +
      `<form method="post" action="${escapeHtml(options.action)}">` +
      `<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>` +
      `<div class="row"><div><label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" maxlength="7"></div>` +
      `<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4"></div></div>` +
      `<button type="submit">Pay</button></form>` +
      `<a class="cancel" href="${escapeHtml(options.cancelHref)}">Cancel</a>` +
      `<p class="hint">Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 0259 pays and is disputed later, ` +
        `4000 0000 0000 5423 pays and gets an early fraud warning, 4000 0000 0000 9235 pays with elevated risk; any expiry and CVC.</p>`,
  );
}

export function sandboxGonePage(): string {
  return layout('Payment unavailable', '<h1>Payment unavailable</h1><p>This payment is finished or does not exist.</p>');
}
