import type { Envelope } from '@/contract';
import type {
  ReleaseLogAdminEntry,
  ReleaseLogEntry,
  ReleaseLogNews,
  ReleaseLogQuery,
  ReleaseLogSaveBody,
} from '@/contract/releaseLog';
import { adminFindAll, fetchNews, findAll, markSeen, remove, save } from '@/services/releaseLog';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/** The release log, newest first, the "What's new" state, and the admin's list with drafts. */
export interface ReleaseLogState {
  list: ReleaseLogEntry[];
  news?: ReleaseLogNews;
  adminList?: ReleaseLogAdminEntry[];
}

export interface ReleaseLogEffects {
  /** Payload: the query body (version, keyword); empty for every release. */
  fetchList: Effect<ReleaseLogQuery | undefined>;
  fetchNews: Effect;
  /** Remembers that the signed-in user has read the log now. */
  updateSeen: Effect;
  fetchAdminList: Effect<ReleaseLogQuery | undefined>;
  /** Writes or changes an entry; resolves with the envelope so the editor shows field errors. */
  create: Effect<ReleaseLogSaveBody, Envelope<ReleaseLogAdminEntry>>;
  remove: Effect<string>;
}

export interface ReleaseLogReducers {
  saveList: Reducer<ReleaseLogState, ReleaseLogEntry[]>;
  saveNews: Reducer<ReleaseLogState, ReleaseLogNews>;
  saveAdminList: Reducer<ReleaseLogState, ReleaseLogAdminEntry[]>;
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
    *fetchNews(_, { call, put }) {
      const news = okData(yield* run(call, fetchNews, {}, { display: 0 }));
      if (news) yield put({ type: 'saveNews', payload: news });
    },
    *updateSeen(_, { call, put }) {
      const news = okData(yield* run(call, markSeen, { body: {} }, { display: 0 }));
      if (news) yield put({ type: 'saveNews', payload: news });
    },
    *fetchAdminList({ payload }, { call, put }) {
      const list = okData(yield* run(call, adminFindAll, { body: payload ?? {} }));
      if (list) yield put({ type: 'saveAdminList', payload: list });
    },
    *create({ payload }, { call, put }) {
      const res = yield* run(call, save, { body: payload });
      if (okData(res)) yield put({ type: 'fetchAdminList' });
      return res;
    },
    *remove({ payload }, { call, put }) {
      const res = yield* run(call, remove, { params: { id: payload } });
      if (res.code === 200) yield put({ type: 'fetchAdminList' });
    },
  },
  reducers: {
    saveList: (state, { payload }) => ({ ...state, list: payload }),
    saveNews: (state, { payload }) => ({ ...state, news: payload }),
    saveAdminList: (state, { payload }) => ({ ...state, adminList: payload }),
  },
};

export default model;
