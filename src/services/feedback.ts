import { feedbackCalls } from '@/contract/feedback';
import { bindCall } from './bind';

/** Service functions of feature `feedback`, one per call of src/contract/feedback.ts. */

/** Feedback entries (sent with an empty body). */
export const findAll = bindCall(feedbackCalls.findAll);

/** Send feedback. */
export const save = bindCall(feedbackCalls.save);
