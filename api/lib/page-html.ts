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
