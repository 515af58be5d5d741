import { sponsorCalls } from '@/contract/sponsor';
import { bindCall, bindDownload } from './bind';

/** Service functions of feature `sponsor`, one per call of src/contract/sponsor.ts. */

/** The sponsor wall, newest first, with totals. */
export const findList = bindCall(sponsorCalls.findList);

/** Create an order (sponsorship, VIP plan or credit pack) and start its payment. */
export const createOrder = bindCall(sponsorCalls.createOrder);

/** The payment state of an order. */
export const checkOrder = bindCall(sponsorCalls.checkOrder);

/** Plans, packs, sponsorship presets and the providers on offer. */
export const plans = bindCall(sponsorCalls.plans);

/** The caller's orders. */
export const findMyOrders = bindCall(sponsorCalls.findMyOrders);

/** Cancel a pending order. */
export const closeOrder = bindCall(sponsorCalls.closeOrder);

/** Admin: every order, with filters. */
export const adminOrders = bindCall(sponsorCalls.adminOrders);

/** Admin: the filtered orders as a CSV file. */
export const adminExportOrders = bindDownload(sponsorCalls.adminExportOrders);

/** Admin: refund a paid order. */
export const adminRefund = bindCall(sponsorCalls.adminRefund);

/** Admin: every plan and pack. */
export const adminPlans = bindCall(sponsorCalls.adminPlans);

/** Admin: create or change a plan or pack. */
export const adminSavePlan = bindCall(sponsorCalls.adminSavePlan);

/** Admin: delete a plan or pack. */
export const adminRemovePlan = bindCall(sponsorCalls.adminRemovePlan);
