import { routeModel } from './types';
import { Code } from '@/contract/basics';
import type { Vip } from '@/contract/vip';
import { find, findBalance } from '@/services/vip';
import { type DvaModel, type Effect, type Reducer, okData, run } from '@/models/types';

/** VIP status (`null` for a free account) and credit balance; `undefined` until fetched. */
export interface VipState {
  vip: Vip | undefined;
  balance: number | undefined;
}

export interface VipEffects {
  fetchVip: Effect;
  fetchBalance: Effect;
}

export interface VipReducers {
  saveVip: Reducer<VipState, Vip>;
  saveBalance: Reducer<VipState, number>;
  saveReset: Reducer<VipState>;
}

export type VipModel = DvaModel<VipState, VipEffects, VipReducers>;

const model: VipModel = {
  namespace: 'vip',
  state: { vip: undefined, balance: undefined },
  effects: {
    *fetchVip(_, { call, put }) {
      const res = yield* run(call, find, {});
      // `null` is a valid answer (a free account), so test the code rather than the data.
      if (res.code === Code.OK) yield put({ type: 'saveVip', payload: res.data ?? null });
    },
    *fetchBalance(_, { call, put }) {
      const res = yield* run(call, findBalance, {});
      const balance = okData(res);
      if (balance) yield put({ type: 'saveBalance', payload: balance.balance });
    },
  },
  reducers: {
    saveVip: (state, { payload }) => ({ ...state, vip: payload }),
    saveBalance: (state, { payload }) => ({ ...state, balance: payload }),
    saveReset: () => ({ vip: undefined, balance: undefined }),
  },
};

export default routeModel(model);
