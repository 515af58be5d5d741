import type { LooseObject } from '@/contract';
import { findAll, save } from '@/services/feedback';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/** Feedback entries; the state starts empty (SPEC.md section 3). */
export interface FeedbackState {
  list: LooseObject[];
}

export interface FeedbackEffects {
  fetchList: Effect;
  /** Saves a new entry, then reloads the list so it shows the server's copy. */
  create: Effect<LooseObject>;
}

export interface FeedbackReducers {
  saveList: Reducer<FeedbackState, LooseObject[]>;
}

export type FeedbackModel = DvaModel<FeedbackState, FeedbackEffects, FeedbackReducers>;

const model: FeedbackModel = {
  namespace: 'feedback',
  state: { list: [] },
  effects: {
    *fetchList(_, { call, put }) {
      // The list call sends an empty body (SPEC.md section 3).
      const res = yield* run(call, findAll, { body: {} });
      const list = okData(res);
      if (list) yield put({ type: 'saveList', payload: list });
    },
    *create({ payload }, { call, put }) {
      const res = yield* run(call, save, { body: payload });
      if (okData(res)) yield put({ type: 'fetchList' });
    },
  },
  reducers: {
    saveList: (state, { payload }) => ({ ...state, list: payload }),
  },
};

export default model;
