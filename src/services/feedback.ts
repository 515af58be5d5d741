import { routes } from '@/contract/routes';
import { bindCall } from './bind';

/** Service functions of feature `feedback`, one per call of src/contract/feedback.ts. */

export const findAll = bindCall(routes.feedback.findAll);
export const save = bindCall(routes.feedback.save);
export const adminFindPage = bindCall(routes.feedback.adminFindPage);
export const reply = bindCall(routes.feedback.reply);
export const updateStatus = bindCall(routes.feedback.updateStatus);
