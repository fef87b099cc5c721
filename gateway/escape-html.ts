/**
 * Text made safe to place in HTML, in an element or a quoted attribute. The gateway's own copy of
 * api/lib/escape-html.ts: the layers share no code (DESIGN.md, the ESLint zones).
 */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
