/**
 * A fresh id for one AI action (contract `requestId`): the server answers a repeat of the same id
 * (a network retry, a double click) from its record instead of charging again.
 */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
