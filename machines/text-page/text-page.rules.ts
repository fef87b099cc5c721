import type { StaticPageSummary } from '../app/app.types';

/** Spec §2: these two slugs stand in for each other when one of the pages is missing. */
const STAND_INS: Record<string, string> = {
  'cookie-notice': 'cookie-policy',
  'cookie-policy': 'cookie-notice',
};

/** Slugs on which the cookie banner is not shown. */
export const COOKIE_PAGE_SLUGS: readonly string[] = Object.keys(STAND_INS);

/** Spec §3: lower-cased, trimmed, spaces to hyphens. */
export function slugify(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, '-');
}

export function findStaticPage(pages: readonly StaticPageSummary[], slug: string): StaticPageSummary | undefined {
  const wanted = slug.toLowerCase();
  const bySlug = (candidate: string) => pages.find((page) => (page.slug || slugify(page.title)) === candidate);
  const standIn = STAND_INS[wanted];
  return bySlug(wanted) ?? (standIn ? bySlug(standIn) : undefined);
}
