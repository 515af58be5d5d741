import { inquiryCalls } from '@/contract/inquiry';
import { bindCall } from './bind';

/** Service functions of feature `inquiry`, one per call of src/contract/inquiry.ts. */

export const save = bindCall(inquiryCalls.save);
export const adminFindPage = bindCall(inquiryCalls.adminFindPage);
export const updateStatus = bindCall(inquiryCalls.updateStatus);
