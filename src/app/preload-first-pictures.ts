import type { StartupQuery } from '../../machines/graphql/graphql';
import { LEADING_PICTURES, productImageUrl } from '../../machines/catalogue/product-image-url';

/**
 * Fetches the first view's leading product pictures as soon as their names and the image host are
 * known, instead of once the page has rendered its cards: the listing's and the product page's
 * largest paint is one of them. The cards' own <img> then take them from the preload.
 */
export function preloadFirstPictures(startup: Promise<StartupQuery>, pictures: Promise<string[]>): void {
  Promise.all([startup, pictures])
    .then(([answer, imgUrls]) => {
      const imageHost = answer.settings?.imageHost;
      if (imageHost === undefined) return;
      for (const imgUrl of imgUrls.slice(0, LEADING_PICTURES)) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.href = productImageUrl(imageHost, imgUrl);
        link.fetchPriority = 'high';
        document.head.append(link);
      }
    })
    .catch(() => {}); // start-up is asked again by its actor; the cards load their own pictures
}
