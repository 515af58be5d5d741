import { routes } from '@/contract/routes';
import { bindCall } from './bind';

/** Service functions of feature `message`, one per call of src/contract/message.ts. */

/** A page of the caller's messages, optionally unread only. */
export const findPage = bindCall(routes.message.findPage);

/** Mark every message read. */
export const readAll = bindCall(routes.message.readAll);

/** Read one message (marks it read). */
export const read = bindCall(routes.message.read);
