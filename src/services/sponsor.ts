import { sponsorCalls } from '@/contract/sponsor';
import { bindCall } from './bind';

/** Service functions of feature `sponsor`, one per call of src/contract/sponsor.ts. */

/** List sponsors. */
export const findList = bindCall(sponsorCalls.findList);

/** Create a donation order. */
export const createOrder = bindCall(sponsorCalls.createOrder);

/** The payment state of an order. */
export const checkOrder = bindCall(sponsorCalls.checkOrder);
