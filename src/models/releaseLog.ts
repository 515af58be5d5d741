import type { ReleaseLogEntry, ReleaseLogQuery } from '@/contract/releaseLog';
import { findAll } from '@/services/releaseLog';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/** The release log, newest first. */
export interface ReleaseLogState {
  list: ReleaseLogEntry[];
}

export interface ReleaseLogEffects {
  /** Payload: the query body (version, keyword); empty for every release. */
  fetchList: Effect<ReleaseLogQuery | undefined>;
}

export interface ReleaseLogReducers {
  saveList: Reducer<ReleaseLogState, ReleaseLogEntry[]>;
}

export type ReleaseLogModel = DvaModel<ReleaseLogState, ReleaseLogEffects, ReleaseLogReducers>;

const model: ReleaseLogModel = {
  namespace: 'releaseLog',
  state: { list: [] },
  effects: {
    *fetchList({ payload }, { call, put }) {
      const res = yield* run(call, findAll, { body: payload ?? {} });
      const list = okData(res);
      if (list) yield put({ type: 'saveList', payload: list });
    },
  },
  reducers: {
    saveList: (state, { payload }) => ({ ...state, list: payload }),
  },
};

export default model;
