import { routeModel } from './types';
import { Code } from '@/contract/basics';
import type { Tip } from '@/contract/home';
import { findTips, readTip } from '@/services/home';
import { addLocalReadTip, localReadTips } from '@/utils/readTips';
import type { UserState } from '@/models/user';
import { type DvaModel, type Effect, type Reducer, okData, pick, run } from '@/models/types';

/** Home tips: the unread tips of a type, and dismissing one. */
export interface HomeState {
  tips: Tip[];
}

export interface HomeEffects {
  /** Payload: the tip type; the home page asks for `home`. Anonymous visitors' dismissed tips are left out. */
  fetchTips: Effect<{ type: string }>;
  /** Dismisses a tip: on the server when signed in, in local storage otherwise. */
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
    *fetchTips({ payload }, { call, put, select }) {
      const res = yield* run(call, findTips, { query: { type: payload.type } });
      const tips = okData(res);
      if (!tips) return;
      const signedIn = yield* pick(select, (state: { user: UserState }) => state.user.signedIn);
      const dismissed = signedIn ? [] : localReadTips();
      yield put({ type: 'saveTips', payload: tips.filter((tip) => !dismissed.includes(tip.id)) });
    },
    *updateRead({ payload }, { call, put, select }) {
      const signedIn = yield* pick(select, (state: { user: UserState }) => state.user.signedIn);
      if (!signedIn) {
        addLocalReadTip(payload.id);
        yield put({ type: 'saveRead', payload: payload.id });
        return;
      }
      const res = yield* run(call, readTip, { params: { id: payload.id } });
      if (res.code === Code.OK) yield put({ type: 'saveRead', payload: payload.id });
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

export default routeModel(model);
