import { routes } from '@/contract/routes';
import { bindCall } from './bind';

/** Service functions of feature `inquiry`, one per call of src/contract/inquiry.ts. */

export const save = bindCall(routes.inquiry.save);
export const adminFindPage = bindCall(routes.inquiry.adminFindPage);
export const updateStatus = bindCall(routes.inquiry.updateStatus);
