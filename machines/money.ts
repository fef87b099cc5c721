/** "€12.34" from 1234 minor units; two decimals always. */
export function formatMoney(amountMinor: number, symbol: string): string {
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(amountMinor));
  const units = Math.floor(abs / 100).toString();
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}${symbol}${units}.${cents}`;
}
