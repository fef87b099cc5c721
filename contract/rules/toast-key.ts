/**
 * Translation key of a toast, from the English text the shop writes (in the browser or the API):
 * "Item added to cart" → "toast.Item added to cart", as gettext keys by the source text. A text no
 * language file has is shown as written.
 */
export const toastKey = (message: string): string => `toast.${message}`;
