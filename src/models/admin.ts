import { Code, type Envelope } from '@/contract';
import type { CreateMessageBody, CreateTipBody } from '@/contract/admin';
import type { Tip } from '@/contract/home';
import { createMessage, createTip, statisticalAnalysis } from '@/services/admin';
import { type DvaModel, type Effect, type Reducer, run } from './types';

/** Admin area: usage statistics (handed over unread, SPEC.md section 7), messages and tips. */
export interface AdminState {
  statistics: unknown;
}

/** The create effects serve forms and resolve with the envelope (422 field errors included). */
export interface AdminEffects {
  fetchStatistics: Effect;
  /** Sends a message to one user (by e-mail) or to all. */
  createMessage: Effect<CreateMessageBody, Envelope<{ sent: number }>>;
  createTip: Effect<CreateTipBody, Envelope<Tip>>;
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
    *createMessage({ payload }, { call }) {
      return yield* run(call, createMessage, { body: payload });
    },
    *createTip({ payload }, { call }) {
      return yield* run(call, createTip, { body: payload });
    },
  },
  reducers: {
    saveStatistics: (state, { payload }) => ({ ...state, statistics: payload }),
  },
};

export default model;
