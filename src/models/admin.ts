import { routeModel } from './types';
import { Code, type Envelope } from '@/contract/basics';
import type { CreateMessageBody, CreateTipBody } from '@/contract/admin';
import type { LogFile, ReadLinesBody, ReadLinesResponse } from '@/contract/adminLog';
import type { Statistics, StatisticsQuery } from '@/contract/adminStatistics';
import type { AiCallAdmin, AiListQuery } from '@/contract/ai';
import type { PageResult } from '@/contract/core';
import type { Tip } from '@/contract/home';
import {
  aiList,
  createMessage,
  createTip,
  downloadLog,
  logs,
  readLines,
  statisticalAnalysis,
} from '@/services/admin';
import { type DvaModel, type Effect, type Reducer, okData, run } from '@/models/types';

/**
 * Admin area: usage statistics, server log files, messages and tips, and the record of AI calls.
 */
export interface AdminState {
  statistics: Statistics | null;
  logFiles: LogFile[];
  aiCalls: PageResult<AiCallAdmin> | null;
}

/** The create effects serve forms and resolve with the envelope (422 field errors included). */
export interface AdminEffects {
  fetchStatistics: Effect<StatisticsQuery>;
  fetchLogFiles: Effect;
  /** Resolves with the lines; the viewer merges pages and follows the file itself. */
  fetchLogLines: Effect<ReadLinesBody, ReadLinesResponse | null>;
  /** Resolves with the file (the page saves it). */
  fetchLogDownload: Effect<{ file: string }, Blob>;
  fetchAiList: Effect<AiListQuery>;
  /** Sends a message to one user (by e-mail) or to all. */
  createMessage: Effect<CreateMessageBody, Envelope<{ sent: number }>>;
  createTip: Effect<CreateTipBody, Envelope<Tip>>;
}

export interface AdminReducers {
  saveStatistics: Reducer<AdminState, Statistics | null>;
  saveLogFiles: Reducer<AdminState, LogFile[]>;
  saveAiCalls: Reducer<AdminState, PageResult<AiCallAdmin> | null>;
}

export type AdminModel = DvaModel<AdminState, AdminEffects, AdminReducers>;

const model: AdminModel = {
  namespace: 'admin',
  state: { statistics: null, logFiles: [], aiCalls: null },
  effects: {
    *fetchStatistics({ payload }, { call, put }) {
      const res = yield* run(call, statisticalAnalysis, { query: payload ?? {} });
      if (res.code === Code.OK) yield put({ type: 'saveStatistics', payload: res.data ?? null });
    },
    *fetchLogFiles(_, { call, put }) {
      const data = okData(yield* run(call, logs, { body: {} }));
      if (data) yield put({ type: 'saveLogFiles', payload: data.files });
    },
    *fetchLogLines({ payload }, { call }) {
      return okData(yield* run(call, readLines, { body: payload })) ?? null;
    },
    *fetchLogDownload({ payload }, { call }) {
      return yield* run(call, downloadLog, { query: payload });
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
    saveLogFiles: (state, { payload }) => ({ ...state, logFiles: payload }),
    saveAiCalls: (state, { payload }) => ({ ...state, aiCalls: payload }),
  },
};

export default routeModel(model);
