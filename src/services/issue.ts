import { routes } from '@/contract/routes';
import { bindCall } from './bind';

/** Service functions of feature `issue`, one per call of src/contract/issue.ts. */

export const findAll = bindCall(routes.issue.findAll);
export const save = bindCall(routes.issue.save);
export const find = bindCall(routes.issue.find);
export const similar = bindCall(routes.issue.similar);
export const vote = bindCall(routes.issue.vote);
export const comment = bindCall(routes.issue.comment);
export const notify = bindCall(routes.issue.notify);
export const updateStatus = bindCall(routes.issue.updateStatus);
export const moderate = bindCall(routes.issue.moderate);
