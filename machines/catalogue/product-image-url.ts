/** Settings.imageHost + Product.imgUrl, with exactly one slash between them. */
export function productImageUrl(imageHost: string, imgUrl: string): string {
  if (/^https?:\/\//i.test(imgUrl)) return imgUrl;
  if (!imageHost) return imgUrl;
  return `${imageHost.replace(/\/+$/, '')}/${imgUrl.replace(/^\/+/, '')}`;
}

/**
 * How many product pictures lead a page's first view: the first row of cards on a phone (two columns),
 * fetched first since the listing's largest paint is one of them.
 */
export const LEADING_PICTURES = 2;
