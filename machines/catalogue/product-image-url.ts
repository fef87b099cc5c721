/** Settings.imageHost + Product.imgUrl, with exactly one slash between them. */
export function productImageUrl(imageHost: string, imgUrl: string): string {
  if (/^https?:\/\//i.test(imgUrl)) return imgUrl;
  if (!imageHost) return imgUrl;
  return `${imageHost.replace(/\/+$/, '')}/${imgUrl.replace(/^\/+/, '')}`;
}

/**
 * The product page's large picture: the shop's own pictures (`items/{id}`, a small raster for the cards)
 * as their SVG, sharp at any size; one picture drawn on the main thread costs little. Any other address as is.
 */
export function largePicture(imgUrl: string): string {
  return /^items\/\d+$/.test(imgUrl) ? `${imgUrl}.svg` : imgUrl;
}

/**
 * How many product pictures lead a page's first view: the first row of cards on a phone (two columns),
 * fetched first since the listing's largest paint is one of them.
 */
export const LEADING_PICTURES = 2;
