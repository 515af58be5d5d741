/** Minor units (fen, cents) as the locale writes the currency, e.g. 1500 CNY → ¥15.00. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

/** How long to wait before the next status check: 2 s, then slower, at most 10 s. */
export function pollDelay(attempt: number): number {
  return Math.min(10_000, Math.round(2000 * 1.3 ** attempt));
}
