/**
 * Which URLs user-written markdown may point at: links to http(s), mailto and this site's own
 * paths or anchors; images only from http(s) or this site. Anything else (javascript:, data:,
 * vbscript:, protocol-relative //host) is dropped.
 */
export function safeLink(url: string): string {
  const value = url.trim();
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^(\/(?!\/)|#|\?)/.test(value) || value === '/') return value;
  return '';
}

export function safeImage(url: string): string {
  const value = url.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (/^\/(?!\/)/.test(value)) return value;
  return '';
}
