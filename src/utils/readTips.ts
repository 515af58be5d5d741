/**
 * Tips an anonymous visitor dismissed, kept in local storage (`readTips`, a JSON array of ids):
 * the server records reads only for accounts.
 */
const KEY = 'readTips';

export function localReadTips(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Unreadable or blocked storage: show every tip again rather than fail.
    return [];
  }
}

export function addLocalReadTip(id: string): void {
  const ids = localReadTips();
  if (ids.includes(id)) return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify([...ids, id]));
  } catch {
    // Blocked storage: the tip is hidden for this visit only (the model drops it from state).
  }
}
