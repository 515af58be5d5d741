import { routeModel } from './types';
import type { Envelope } from '@/contract';
import type {
  Issue,
  IssueComment,
  IssueDetail,
  IssueModerateBody,
  IssueQuery,
  IssueSaveBody,
  IssueSimilar,
  IssueStatusBody,
  issueQuery,
} from '@/contract/issue';
import type { z } from 'zod';
import {
  comment,
  find,
  findAll,
  moderate,
  notify,
  save,
  similar,
  updateStatus,
  vote,
} from '@/services/issue';
import { type DvaModel, type Effect, type Reducer, okData, run } from '@/models/types';

/** The issue board; the state starts empty (SPEC.md section 3): the rest arrives with the calls. */
export interface IssueState {
  list: Issue[];
  total?: number;
  current?: IssueDetail;
  similar?: IssueSimilar[];
  /** Whether issue news also comes by e-mail (signed in; read on demand). */
  notifyEmail?: boolean;
}

export interface IssueEffects {
  fetchList: Effect<z.input<typeof issueQuery> | undefined>;
  fetchOne: Effect<string>;
  fetchSimilar: Effect<string>;
  /** Opens or edits an issue; resolves with the envelope so forms can show field errors. */
  create: Effect<IssueSaveBody, Envelope<Issue>>;
  /** Toggles the caller's vote on an issue. */
  updateVote: Effect<string>;
  createComment: Effect<{ id: string; content: string }, Envelope<IssueComment>>;
  updateStatus: Effect<IssueStatusBody, Envelope<Issue>>;
  updateModeration: Effect<IssueModerateBody, Envelope<Issue>>;
  fetchNotify: Effect;
  updateNotify: Effect<boolean>;
}

export interface IssueReducers {
  saveList: Reducer<IssueState, { list: Issue[]; total: number }>;
  saveCurrent: Reducer<IssueState, IssueDetail>;
  saveSimilar: Reducer<IssueState, IssueSimilar[]>;
  saveVote: Reducer<IssueState, { id: string; votes: number; voted: boolean }>;
  saveNotify: Reducer<IssueState, boolean>;
}

export type IssueModel = DvaModel<IssueState, IssueEffects, IssueReducers>;

const model: IssueModel = {
  namespace: 'issue',
  state: { list: [] },
  effects: {
    *fetchList({ payload }, { call, put }) {
      const page = okData(yield* run(call, findAll, { body: (payload ?? {}) as IssueQuery }));
      if (page) yield put({ type: 'saveList', payload: page });
    },
    *fetchOne({ payload }, { call, put }) {
      const issue = okData(yield* run(call, find, { params: { id: payload } }));
      if (issue) yield put({ type: 'saveCurrent', payload: issue });
    },
    *fetchSimilar({ payload }, { call, put }) {
      const list = okData(yield* run(call, similar, { body: { q: payload } }));
      if (list) yield put({ type: 'saveSimilar', payload: list });
    },
    *create({ payload }, { call }) {
      return yield* run(call, save, { body: payload });
    },
    *updateVote({ payload }, { call, put }) {
      const result = okData(yield* run(call, vote, { body: { id: payload } }));
      if (result) yield put({ type: 'saveVote', payload: { id: payload, ...result } });
    },
    *createComment({ payload }, { call, put }) {
      const res = yield* run(call, comment, { body: payload });
      if (okData(res)) yield put({ type: 'fetchOne', payload: payload.id });
      return res;
    },
    *updateStatus({ payload }, { call, put }) {
      const res = yield* run(call, updateStatus, { body: payload });
      if (okData(res)) yield put({ type: 'fetchOne', payload: payload.id });
      return res;
    },
    *updateModeration({ payload }, { call, put }) {
      const res = yield* run(call, moderate, { body: payload });
      if (okData(res)) yield put({ type: 'fetchOne', payload: payload.id });
      return res;
    },
    *fetchNotify(_, { call, put }) {
      const settings = okData(yield* run(call, notify, { body: {} }));
      if (settings) yield put({ type: 'saveNotify', payload: settings.email });
    },
    *updateNotify({ payload }, { call, put }) {
      const settings = okData(yield* run(call, notify, { body: { email: payload } }));
      if (settings) yield put({ type: 'saveNotify', payload: settings.email });
    },
  },
  reducers: {
    saveNotify: (state, { payload }) => ({ ...state, notifyEmail: payload }),
    saveList: (state, { payload }) => ({ ...state, list: payload.list, total: payload.total }),
    saveCurrent: (state, { payload }) => ({ ...state, current: payload }),
    saveSimilar: (state, { payload }) => ({ ...state, similar: payload }),
    saveVote: (state, { payload }) => {
      const apply = <T extends Issue>(issue: T): T =>
        issue.id === payload.id ? { ...issue, votes: payload.votes, voted: payload.voted } : issue;
      return {
        ...state,
        list: state.list.map(apply),
        current: state.current ? apply(state.current) : state.current,
      };
    },
  },
};

export default routeModel(model);
