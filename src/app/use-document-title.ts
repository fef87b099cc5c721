import { createContext, useContext, useEffect } from 'react';
import { useT } from './app-actor';

/** Where the server's render of a page hears the page's title (src/server-render.tsx); no effect runs there. */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the tab's title for the route shown: "{page} — Skin Shop", or the shop's own title for null. */
export function useDocumentTitle(page: string | null | undefined) {
  const t = useT();
  const shop = t('title.shop');
  const title = page ? `${page} — ${shop}` : t('title.home');
  useContext(DocumentTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
