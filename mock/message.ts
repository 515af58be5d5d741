import { messageCalls } from '../src/contract/message';
import { hoursAgo, jsonMock, page } from './_support/http';

const TOTAL = 12;
const UNREAD = 3;

const subjects = [
  ['Welcome aboard', 'Your account is ready. Start with the text tool or the guide.'],
  ['Your VIP is active', 'Gold membership runs until the end of the year. Thank you!'],
  ['Template group shared', 'A copy of "Spring Boot + MyBatis-Plus" is now in your templates.'],
  ['Release 1.4.0', 'The parser now reads PostgreSQL comments and CHECK constraints.'],
] as const;

function message(n: number) {
  const [title, content] = subjects[(n - 1) % subjects.length];
  return { id: String(n), title, content, read: n > UNREAD, createdAt: hoursAgo(n * 7) };
}

/** Static paths first: Umi matches mocks in order and `:id` would swallow `readAll`. */
export default {
  ...jsonMock(messageCalls.findPage, ({ body }) => {
    const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).filter(
      (n) => !body.unread || n <= UNREAD,
    );
    const result = page(body, ids.length, (n) => message(ids[n - 1]));
    return { ...result, unread: UNREAD };
  }),
  ...jsonMock(messageCalls.readAll, () => ({ updated: UNREAD })),
  ...jsonMock(messageCalls.read, ({ params }) => {
    const n = Number(params.id);
    const base = message(Number.isInteger(n) && n > 0 ? n : 1);
    return { ...base, id: params.id, read: true };
  }),
};
