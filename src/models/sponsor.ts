import { routeModel } from './types';
import type { PageResult } from '@/contract';
import type {
  AdminOrder,
  AdminOrderQuery,
  CreatedOrder,
  CreateOrderBody,
  Order,
  PayOptions,
  Plan,
  SavePlanBody,
  SponsorList,
} from '@/contract/sponsor';
import {
  adminOrders,
  adminPlans,
  adminRefund,
  adminRemovePlan,
  adminSavePlan,
  createOrder,
  findList,
  findMyOrders,
  plans,
} from '@/services/sponsor';
import { type DvaModel, type Effect, type Reducer, okData, run } from '@/models/types';

/** The sponsor wall, what can be bought, the caller's orders and the admin's order list. */
export interface SponsorState {
  wall: SponsorList | undefined;
  options: PayOptions | undefined;
  myOrders: PageResult<Order> | undefined;
  adminOrders: PageResult<AdminOrder> | undefined;
  adminPlans: Plan[];
}

export interface SponsorEffects {
  fetchList: Effect<{ page: number; pageSize: number } | undefined>;
  fetchOptions: Effect;
  fetchMyOrders: Effect<{ page: number; pageSize: number } | undefined>;
  /** Resolves with the created order (undefined when refused; the error was shown). */
  createOrder: Effect<CreateOrderBody, CreatedOrder | undefined>;
  fetchAdminOrders: Effect<AdminOrderQuery>;
  updateRefund: Effect<{ orderId: string }, boolean>;
  fetchAdminPlans: Effect;
  updatePlan: Effect<SavePlanBody, boolean>;
  removePlan: Effect<{ id: string }>;
}

export interface SponsorReducers {
  saveWall: Reducer<SponsorState, SponsorList>;
  saveOptions: Reducer<SponsorState, PayOptions>;
  saveMyOrders: Reducer<SponsorState, PageResult<Order>>;
  saveAdminOrders: Reducer<SponsorState, PageResult<AdminOrder>>;
  saveAdminOrder: Reducer<SponsorState, AdminOrder>;
  saveAdminPlans: Reducer<SponsorState, Plan[]>;
}

export type SponsorModel = DvaModel<SponsorState, SponsorEffects, SponsorReducers>;

const model: SponsorModel = {
  namespace: 'sponsor',
  state: {
    wall: undefined,
    options: undefined,
    myOrders: undefined,
    adminOrders: undefined,
    adminPlans: [],
  },
  effects: {
    *fetchList({ payload }, { call, put }) {
      const res = yield* run(call, findList, { body: payload ?? { page: 1, pageSize: 20 } });
      const wall = okData(res);
      if (wall) yield put({ type: 'saveWall', payload: wall });
    },
    *fetchOptions(_, { call, put }) {
      const options = okData(yield* run(call, plans, {}));
      if (options) yield put({ type: 'saveOptions', payload: options });
    },
    *fetchMyOrders({ payload }, { call, put }) {
      const res = yield* run(call, findMyOrders, { body: payload ?? { page: 1, pageSize: 10 } });
      const page = okData(res);
      if (page) yield put({ type: 'saveMyOrders', payload: page });
    },
    *createOrder({ payload }, { call }) {
      return okData(yield* run(call, createOrder, { body: payload }));
    },
    *fetchAdminOrders({ payload }, { call, put }) {
      const page = okData(yield* run(call, adminOrders, { body: payload }));
      if (page) yield put({ type: 'saveAdminOrders', payload: page });
    },
    *updateRefund({ payload }, { call, put }) {
      const order = okData(yield* run(call, adminRefund, { body: payload }));
      if (order) yield put({ type: 'saveAdminOrder', payload: order });
      return order !== undefined;
    },
    *fetchAdminPlans(_, { call, put }) {
      const list = okData(yield* run(call, adminPlans, {}));
      if (list) yield put({ type: 'saveAdminPlans', payload: list });
    },
    *updatePlan({ payload }, { call, put }) {
      const plan = okData(yield* run(call, adminSavePlan, { body: payload }));
      if (plan) yield put({ type: 'fetchAdminPlans' });
      return plan !== undefined;
    },
    *removePlan({ payload }, { call, put }) {
      const done = okData(yield* run(call, adminRemovePlan, { params: payload }));
      if (done) yield put({ type: 'fetchAdminPlans' });
    },
  },
  reducers: {
    saveWall: (state, { payload }) => ({ ...state, wall: payload }),
    saveOptions: (state, { payload }) => ({ ...state, options: payload }),
    saveMyOrders: (state, { payload }) => ({ ...state, myOrders: payload }),
    saveAdminOrders: (state, { payload }) => ({ ...state, adminOrders: payload }),
    saveAdminOrder: (state, { payload }) => ({
      ...state,
      adminOrders: state.adminOrders && {
        ...state.adminOrders,
        list: state.adminOrders.list.map((o) => (o.orderId === payload.orderId ? payload : o)),
      },
    }),
    saveAdminPlans: (state, { payload }) => ({ ...state, adminPlans: payload }),
  },
};

export default routeModel(model);
