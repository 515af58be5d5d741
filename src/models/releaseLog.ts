import type { LooseObject } from '@/contract';
import { findAll } from '@/services/releaseLog';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/** One release as the page shows it; the contract leaves the entry loose, the BFF sends these. */
export interface ReleaseLogEntry {
  id: string;
  version: string;
  title: string;
  content: string;
  releasedAt: string;
}

export interface ReleaseLogState {
  list: ReleaseLogEntry[];
}

export interface ReleaseLogEffects {
  /** Payload: the query body (filters); empty for every release. */
  fetchList: Effect<LooseObject | undefined>;
}

export interface ReleaseLogReducers {
  saveList: Reducer<ReleaseLogState, ReleaseLogEntry[]>;
}

export type ReleaseLogModel = DvaModel<ReleaseLogState, ReleaseLogEffects, ReleaseLogReducers>;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Reads an entry defensively: a missing field shows as empty rather than breaking the page. */
export function toReleaseLogEntry(raw: LooseObject): ReleaseLogEntry {
  return {
    id: text(raw.id),
    version: text(raw.version),
    title: text(raw.title),
    content: text(raw.content),
    releasedAt: text(raw.releasedAt),
  };
}

const model: ReleaseLogModel = {
  namespace: 'releaseLog',
  state: { list: [] },
  effects: {
    *fetchList({ payload }, { call, put }) {
      const res = yield* run(call, findAll, { body: payload ?? {} });
      const list = okData(res);
      if (list) yield put({ type: 'saveList', payload: list.map(toReleaseLogEntry) });
    },
  },
  reducers: {
    saveList: (state, { payload }) => ({ ...state, list: payload }),
  },
};

export default model;
