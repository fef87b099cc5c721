import { slugify } from '../../lib/slug';
import type { StaticPageTextsTable, StaticPagesTable } from '../../reference-data/static-pages.table';
import type { PageTexts } from './static-pages/page-texts';
import { cookieNotice } from './static-pages/cookie-notice.page';
import { cookiePolicy } from './static-pages/cookie-policy.page';
import { privacyPolicy } from './static-pages/privacy-policy.page';
import { termsAndConditions } from './static-pages/terms-and-conditions.page';
import { germanPages } from './static-pages/texts.de';

// The repository sanitizes every page's HTML as it writes it.

/** English texts; the slug comes from the English title once and is the same in every language. */
export const staticPages: StaticPagesTable[] = [termsAndConditions, privacyPolicy, cookieNotice, cookiePolicy].map(
  (page, index) => ({
    id: index + 1,
    slug: slugify(page.title),
    title: page.title,
    header: page.header,
    content: page.content,
    position: index,
  }),
);

/** Language id → its page texts by slug. */
export const pageTranslations: Record<number, PageTexts> = {
  11: germanPages,
};

export const staticPageTexts: StaticPageTextsTable[] = Object.entries(pageTranslations).flatMap(([langId, pages]) =>
  staticPages.flatMap((page) => {
    const text = pages[page.slug];
    return text ? [{ page_id: page.id, lang_id: Number(langId), ...text }] : [];
  }),
);
