import { feedbackCalls } from '@/contract/feedback';
import { bindCall } from './bind';

/** Service functions of feature `feedback`, one per call of src/contract/feedback.ts. */

export const findAll = bindCall(feedbackCalls.findAll);
export const save = bindCall(feedbackCalls.save);
export const adminFindPage = bindCall(feedbackCalls.adminFindPage);
export const reply = bindCall(feedbackCalls.reply);
export const updateStatus = bindCall(feedbackCalls.updateStatus);
