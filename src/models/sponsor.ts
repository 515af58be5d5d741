import type { LooseObject } from '@/contract';
import { findList } from '@/services/sponsor';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/** Sponsors; donation orders and their payment check arrive with the sponsorship issue. */
export interface SponsorState {
  list: LooseObject[];
}

export interface SponsorEffects {
  fetchList: Effect;
}

export interface SponsorReducers {
  saveList: Reducer<SponsorState, LooseObject[]>;
}

export type SponsorModel = DvaModel<SponsorState, SponsorEffects, SponsorReducers>;

const model: SponsorModel = {
  namespace: 'sponsor',
  state: { list: [] },
  effects: {
    *fetchList(_, { call, put }) {
      const res = yield* run(call, findList, { body: {} });
      const list = okData(res);
      if (list) yield put({ type: 'saveList', payload: list });
    },
  },
  reducers: {
    saveList: (state, { payload }) => ({ ...state, list: payload }),
  },
};

export default model;
