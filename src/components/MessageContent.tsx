import { Link } from 'umi';
import { messageParts } from '@/utils/messageLinks';

/** A message's text with its `[label](/path)` links to the app's pages as router links. */
export default function MessageContent({ content }: { content: string }) {
  return (
    <>
      {messageParts(content).map((part, i) =>
        part.to ? (
          <Link key={i} to={part.to}>
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
