import sanitizeHtml from 'sanitize-html';
import { slugify } from '../../lib/slug';
import type { StaticPagesTable } from '../static-pages.table';
import { cookieNotice } from './static-pages/cookie-notice.page';
import { cookiePolicy } from './static-pages/cookie-policy.page';
import { privacyPolicy } from './static-pages/privacy-policy.page';
import { termsAndConditions } from './static-pages/terms-and-conditions.page';

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'mailto'],
};

/** Strips anything but plain content markup (no scripts, styles, event handlers or javascript: links). */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

export const staticPages: StaticPagesTable[] = [termsAndConditions, privacyPolicy, cookieNotice, cookiePolicy].map(
  (page, index) => ({
    id: index + 1,
    slug: slugify(page.title),
    title: page.title,
    header: sanitizePageHtml(page.header),
    content: sanitizePageHtml(page.content),
    position: index,
  }),
);
