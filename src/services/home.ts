import { homeCalls } from '@/contract/home';
import { bindCall } from './bind';

/** Service functions of feature `home`, one per call of src/contract/home.ts. */

/** Tips of a type the caller has not read. */
export const findTips = bindCall(homeCalls.findTips);

/** Mark a tip read. */
export const readTip = bindCall(homeCalls.readTip);
