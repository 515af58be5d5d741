import { routes } from '@/contract/routes';
import { bindCall } from './bind';

/** Service functions of feature `home`, one per call of src/contract/home.ts. */

/** Tips of a type the caller has not read. */
export const findTips = bindCall(routes.home.findTips);

/** Mark a tip read. */
export const readTip = bindCall(routes.home.readTip);
