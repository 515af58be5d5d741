import { vipCalls } from '@/contract/vip';
import { bindCall } from './bind';

/** Service functions of feature `vip`, one per call of src/contract/vip.ts. */

/** The caller's VIP status (null for a free user). */
export const find = bindCall(vipCalls.find);

/** The caller's VIP balance. */
export const findBalance = bindCall(vipCalls.findBalance);
