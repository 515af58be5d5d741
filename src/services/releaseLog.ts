import { releaseLogCalls } from '@/contract/releaseLog';
import { bindCall } from './bind';

/** Service functions of feature `releaseLog`, one per call of src/contract/releaseLog.ts. */

/** Release-log entries matching a query. */
export const findAll = bindCall(releaseLogCalls.findAll);
