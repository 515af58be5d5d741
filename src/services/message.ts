import { messageCalls } from '@/contract/message';
import { bindCall } from './bind';

/** Service functions of feature `message`, one per call of src/contract/message.ts. */

/** A page of the caller's messages, optionally unread only. */
export const findPage = bindCall(messageCalls.findPage);

/** Mark every message read. */
export const readAll = bindCall(messageCalls.readAll);

/** Read one message (marks it read). */
export const read = bindCall(messageCalls.read);
