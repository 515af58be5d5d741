import { routes } from '@/contract/routes';
import { bindCall, bindDownload } from './bind';

/** Service functions of feature `sponsor`, one per call of src/contract/sponsor.ts. */

/** The sponsor wall, newest first, with totals. */
export const findList = bindCall(routes.sponsor.findList);

/** Create an order (sponsorship, VIP plan or credit pack) and start its payment. */
export const createOrder = bindCall(routes.sponsor.createOrder);

/** The payment state of an order. */
export const checkOrder = bindCall(routes.sponsor.checkOrder);

/** Plans, packs, sponsorship presets and the providers on offer. */
export const plans = bindCall(routes.sponsor.plans);

/** The caller's orders. */
export const findMyOrders = bindCall(routes.sponsor.findMyOrders);

/** Cancel a pending order. */
export const closeOrder = bindCall(routes.sponsor.closeOrder);

/** Admin: every order, with filters. */
export const adminOrders = bindCall(routes.sponsor.adminOrders);

/** Admin: the filtered orders as a CSV file. */
export const adminExportOrders = bindDownload(routes.sponsor.adminExportOrders);

/** Admin: refund a paid order. */
export const adminRefund = bindCall(routes.sponsor.adminRefund);

/** Admin: every plan and pack. */
export const adminPlans = bindCall(routes.sponsor.adminPlans);

/** Admin: create or change a plan or pack. */
export const adminSavePlan = bindCall(routes.sponsor.adminSavePlan);

/** Admin: delete a plan or pack. */
export const adminRemovePlan = bindCall(routes.sponsor.adminRemovePlan);
