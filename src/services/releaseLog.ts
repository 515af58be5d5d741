import { routes } from '@/contract/routes';
import { bindCall } from './bind';

/** Service functions of feature `releaseLog`, one per call of src/contract/releaseLog.ts. */

export const findAll = bindCall(routes.releaseLog.findAll);
export const fetchNews = bindCall(routes.releaseLog.fetchNews);
export const markSeen = bindCall(routes.releaseLog.markSeen);
export const adminFindAll = bindCall(routes.releaseLog.adminFindAll);
export const save = bindCall(routes.releaseLog.save);
export const remove = bindCall(routes.releaseLog.remove);
