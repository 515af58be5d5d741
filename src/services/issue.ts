import { issueCalls } from '@/contract/issue';
import { bindCall } from './bind';

/** Service functions of feature `issue`, one per call of src/contract/issue.ts. */

export const findAll = bindCall(issueCalls.findAll);
export const save = bindCall(issueCalls.save);
export const find = bindCall(issueCalls.find);
export const similar = bindCall(issueCalls.similar);
export const vote = bindCall(issueCalls.vote);
export const comment = bindCall(issueCalls.comment);
export const notify = bindCall(issueCalls.notify);
export const updateStatus = bindCall(issueCalls.updateStatus);
export const moderate = bindCall(issueCalls.moderate);
