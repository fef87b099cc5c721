/** Settings.imageHost + Product.imgUrl, with exactly one slash between them. */
export function productImageUrl(imageHost: string, imgUrl: string): string {
  if (/^https?:\/\//i.test(imgUrl)) return imgUrl;
  if (!imageHost) return imgUrl;
  return `${imageHost.replace(/\/+$/, '')}/${imgUrl.replace(/^\/+/, '')}`;
}
