import { Code, type Envelope } from '@/contract';
import type { CreateMessageBody, CreateTipBody } from '@/contract/admin';
import type { AiCallAdmin, AiListQuery } from '@/contract/ai';
import type { PageResult } from '@/contract/core';
import type { Tip } from '@/contract/home';
import { aiList, createMessage, createTip, statisticalAnalysis } from '@/services/admin';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/**
 * Admin area: usage statistics (handed over unread, SPEC.md section 7), messages and tips, and the
 * record of AI calls.
 */
export interface AdminState {
  statistics: unknown;
  aiCalls: PageResult<AiCallAdmin> | null;
}

/** The create effects serve forms and resolve with the envelope (422 field errors included). */
export interface AdminEffects {
  fetchStatistics: Effect;
  fetchAiList: Effect<AiListQuery>;
  /** Sends a message to one user (by e-mail) or to all. */
  createMessage: Effect<CreateMessageBody, Envelope<{ sent: number }>>;
  createTip: Effect<CreateTipBody, Envelope<Tip>>;
}

export interface AdminReducers {
  saveStatistics: Reducer<AdminState, unknown>;
  saveAiCalls: Reducer<AdminState, PageResult<AiCallAdmin> | null>;
}

export type AdminModel = DvaModel<AdminState, AdminEffects, AdminReducers>;

const model: AdminModel = {
  namespace: 'admin',
  state: { statistics: null, aiCalls: null },
  effects: {
    *fetchStatistics(_, { call, put }) {
      const res = yield* run(call, statisticalAnalysis, {});
      if (res.code === Code.OK) yield put({ type: 'saveStatistics', payload: res.data ?? null });
    },
    *fetchAiList({ payload }, { call, put }) {
      const page = okData(yield* run(call, aiList, { body: payload }));
      if (page) yield put({ type: 'saveAiCalls', payload: page });
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
    saveAiCalls: (state, { payload }) => ({ ...state, aiCalls: payload }),
  },
};

export default model;
