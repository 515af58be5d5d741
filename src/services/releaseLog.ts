import { releaseLogCalls } from '@/contract/releaseLog';
import { bindCall } from './bind';

/** Service functions of feature `releaseLog`, one per call of src/contract/releaseLog.ts. */

export const findAll = bindCall(releaseLogCalls.findAll);
export const fetchNews = bindCall(releaseLogCalls.fetchNews);
export const markSeen = bindCall(releaseLogCalls.markSeen);
export const adminFindAll = bindCall(releaseLogCalls.adminFindAll);
export const save = bindCall(releaseLogCalls.save);
export const remove = bindCall(releaseLogCalls.remove);
