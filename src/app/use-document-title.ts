import { useEffect } from 'react';
import { useT } from './app-actor';

/** Sets the tab's title for the route shown: "{page} — Skin Shop", or the shop's own title for null. */
export function useDocumentTitle(page: string | null | undefined) {
  const t = useT();
  const shop = t('title.shop');
  const title = page ? `${page} — ${shop}` : t('title.home');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
