import type { Tip } from '@/contract/home';
import { findTips, readTip } from '@/services/home';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/** Home tips: the unread tips of a type, and marking one read. */
export interface HomeState {
  tips: Tip[];
}

export interface HomeEffects {
  /** Payload: the tip type; the home page asks for `home`. */
  fetchTips: Effect<{ type: string }>;
  /** Marks a tip read and drops it from the list. */
  updateRead: Effect<{ id: string }>;
}

export interface HomeReducers {
  saveTips: Reducer<HomeState, Tip[]>;
  saveRead: Reducer<HomeState, string>;
}

export type HomeModel = DvaModel<HomeState, HomeEffects, HomeReducers>;

const model: HomeModel = {
  namespace: 'home',
  state: { tips: [] },
  effects: {
    *fetchTips({ payload }, { call, put }) {
      const res = yield* run(call, findTips, { query: { type: payload.type } });
      const tips = okData(res);
      if (tips) yield put({ type: 'saveTips', payload: tips });
    },
    *updateRead({ payload }, { call, put }) {
      const res = yield* run(call, readTip, { params: { id: payload.id } });
      if (okData(res) !== undefined) yield put({ type: 'saveRead', payload: payload.id });
    },
  },
  reducers: {
    saveTips: (state, { payload }) => ({ ...state, tips: payload }),
    saveRead: (state, { payload }) => ({
      ...state,
      tips: state.tips.filter((tip) => tip.id !== payload),
    }),
  },
};

export default model;
