import { routes } from '@/contract/routes';
import { bindCall } from './bind';

/** Service functions of feature `vip`, one per call of src/contract/vip.ts. */

/** The caller's VIP status (null for a free user). */
export const find = bindCall(routes.vip.find);

/** The caller's VIP balance. */
export const findBalance = bindCall(routes.vip.findBalance);
