import sanitizeHtml from 'sanitize-html';

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'mailto'],
  // Relative links ("/pages/cookie-policy") stay; protocol-relative ones could leave the shop.
  allowProtocolRelative: false,
};

/** Strips anything but plain content markup (no scripts, styles, event handlers or javascript: links). */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

const served = new Map<string, string>();
const MAX_SERVED = 256;

/**
 * The page HTML as it goes out: sanitized again, whatever wrote it to the database (a hand edit, an old
 * row, a tool that skipped the repository). Pages are few and change rarely, so each text is sanitized
 * once and kept.
 */
export function servedPageHtml(html: string): string {
  let clean = served.get(html);
  if (clean === undefined) {
    if (served.size >= MAX_SERVED) served.clear();
    clean = sanitizePageHtml(html);
    served.set(html, clean);
  }
  return clean;
}
