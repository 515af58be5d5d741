import { routeModel } from './types';
import type { Envelope, PageResult } from '@/contract';
import type {
  Feedback,
  FeedbackAdmin,
  FeedbackAdminQuery,
  FeedbackQuery,
  FeedbackReplyBody,
  FeedbackSaveBody,
  FeedbackStatus,
} from '@/contract/feedback';
import type { UploadResult } from '@/contract/user';
import { adminFindPage, findAll, reply, save, updateStatus } from '@/services/feedback';
import { upload } from '@/services/user';
import { type DvaModel, type Effect, type Reducer, okData, run } from '@/models/types';

/** Feedback; the state starts empty (SPEC.md section 3): the rest arrives with the calls. */
export interface FeedbackState {
  list: Feedback[];
  total?: number;
  admin?: PageResult<FeedbackAdmin>;
}

export interface FeedbackEffects {
  /** The caller's own (or, with id and key, the one a private link names). */
  fetchList: Effect<Partial<FeedbackQuery> | undefined>;
  /** Sends feedback, then reloads the list; resolves with the envelope (the private key). */
  create: Effect<FeedbackSaveBody, Envelope<{ id: string; key: string | null }>>;
  /** Uploads one screenshot (checked as an image by its bytes, like avatars). */
  createScreenshot: Effect<File, Envelope<UploadResult>>;
  fetchAdminPage: Effect<Partial<FeedbackAdminQuery> | undefined>;
  createReply: Effect<FeedbackReplyBody, Envelope<FeedbackAdmin>>;
  updateStatus: Effect<{ id: string; status: FeedbackStatus }, Envelope<FeedbackAdmin>>;
}

export interface FeedbackReducers {
  saveList: Reducer<FeedbackState, PageResult<Feedback>>;
  saveAdminPage: Reducer<FeedbackState, PageResult<FeedbackAdmin>>;
  saveAdminEntry: Reducer<FeedbackState, FeedbackAdmin>;
}

export type FeedbackModel = DvaModel<FeedbackState, FeedbackEffects, FeedbackReducers>;

const model: FeedbackModel = {
  namespace: 'feedback',
  state: { list: [] },
  effects: {
    *fetchList({ payload }, { call, put }) {
      // An empty body lists the caller's own (SPEC.md section 3).
      const page = okData(yield* run(call, findAll, { body: payload ?? {} }));
      if (page) yield put({ type: 'saveList', payload: page });
    },
    *create({ payload }, { call, put }) {
      const res = yield* run(call, save, { body: payload });
      if (okData(res)) yield put({ type: 'fetchList' });
      return res;
    },
    *createScreenshot({ payload }, { call }) {
      const form = new FormData();
      form.append('file', payload);
      form.append('purpose', 'screenshot');
      return yield* run(call, upload, { body: form });
    },
    *fetchAdminPage({ payload }, { call, put }) {
      const page = okData(yield* run(call, adminFindPage, { body: payload ?? {} }));
      if (page) yield put({ type: 'saveAdminPage', payload: page });
    },
    *createReply({ payload }, { call, put }) {
      const res = yield* run(call, reply, { body: payload });
      const entry = okData(res);
      if (entry) yield put({ type: 'saveAdminEntry', payload: entry });
      return res;
    },
    *updateStatus({ payload }, { call, put }) {
      const res = yield* run(call, updateStatus, { body: payload });
      const entry = okData(res);
      if (entry) yield put({ type: 'saveAdminEntry', payload: entry });
      return res;
    },
  },
  reducers: {
    saveList: (state, { payload }) => ({ ...state, list: payload.list, total: payload.total }),
    saveAdminPage: (state, { payload }) => ({ ...state, admin: payload }),
    saveAdminEntry: (state, { payload }) =>
      state.admin
        ? {
            ...state,
            admin: {
              ...state.admin,
              list: state.admin.list.map((e) => (e.id === payload.id ? payload : e)),
            },
          }
        : state,
  },
};

export default routeModel(model);
