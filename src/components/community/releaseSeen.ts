/** Where an anonymous visitor's last look at the release log is kept. */
const KEY = 'releaseLogSeenAt';

export function localSeenAt(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberLocalSeen(at: string): void {
  try {
    localStorage.setItem(KEY, at);
  } catch {
    // Private mode without storage: the badge simply shows again next time.
  }
}
