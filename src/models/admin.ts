import { Code } from '@/contract';
import { statisticalAnalysis } from '@/services/admin';
import { type DvaModel, type Effect, type Reducer, run } from './types';

/** Admin area: usage statistics (handed over unread, SPEC.md section 7). */
export interface AdminState {
  statistics: unknown;
}

export interface AdminEffects {
  fetchStatistics: Effect;
}

export interface AdminReducers {
  saveStatistics: Reducer<AdminState, unknown>;
}

export type AdminModel = DvaModel<AdminState, AdminEffects, AdminReducers>;

const model: AdminModel = {
  namespace: 'admin',
  state: { statistics: null },
  effects: {
    *fetchStatistics(_, { call, put }) {
      const res = yield* run(call, statisticalAnalysis, {});
      if (res.code === Code.OK) yield put({ type: 'saveStatistics', payload: res.data ?? null });
    },
  },
  reducers: {
    saveStatistics: (state, { payload }) => ({ ...state, statistics: payload }),
  },
};

export default model;
