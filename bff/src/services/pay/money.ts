/** Minor units (fen) as the decimal text Alipay and others expect: 1500 → "15.00". */
export function toDecimal(amount: number): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** Decimal text ("15.00", "15.5", "15") as minor units, without floating point; null if malformed. */
export function fromDecimal(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
