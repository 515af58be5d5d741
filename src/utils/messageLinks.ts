/** A run of a message: plain text, or a link to one of the app's own pages. */
export type MessagePart = { text: string; to?: undefined } | { text: string; to: string };

/** `[label](/path)`: the only markup messages have; the path may carry a query or a hash. */
const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** A path inside the app: starts with one `/`, so never another site or a `javascript:` URL. */
const isAppPath = (to: string) => /^\/(?!\/)[\w\-./?=&%#~]*$/.test(to) && !to.includes('\\');

/**
 * Splits a message's plain text into text and links to the app's pages. Anything else that looks
 * like a link (other sites, schemes) stays text as written, so no message can lead off-site.
 */
export function messageParts(content: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of content.matchAll(LINK)) {
    const [whole, label, to] = match;
    if (!isAppPath(to)) continue;
    if (match.index > last) parts.push({ text: content.slice(last, match.index) });
    parts.push({ text: label, to });
    last = match.index + whole.length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}

/** The message as plain text (link labels without their markup), e.g. for an excerpt. */
export const messageText = (content: string) =>
  messageParts(content)
    .map((p) => p.text)
    .join('');
