import { routeModel } from './types';
import type { Envelope, PageResult } from '@/contract';
import type {
  Inquiry,
  InquiryAdminQuery,
  InquirySaveBody,
  InquiryStatusBody,
} from '@/contract/inquiry';
import type { UploadResult } from '@/contract/user';
import { adminFindPage, save, updateStatus } from '@/services/inquiry';
import { upload } from '@/services/user';
import { type DvaModel, type Effect, type Reducer, okData, run } from '@/models/types';

/** Inquiries: the sender's last sent id, and the admins' list. */
export interface InquiryState {
  /** The id of the inquiry this visitor just sent (the thank-you state of the form). */
  sentId: string | null;
  admin?: PageResult<Inquiry>;
}

export interface InquiryEffects {
  /** Sends an inquiry; resolves with the envelope (422 field errors go back to the form). */
  create: Effect<InquirySaveBody, Envelope<{ id: string }>>;
  /** Uploads one attachment (purpose inquiry: documents, images, zip, text, checked by bytes). */
  createAttachment: Effect<File, Envelope<UploadResult>>;
  fetchAdminPage: Effect<Partial<InquiryAdminQuery> | undefined>;
  updateStatus: Effect<InquiryStatusBody, Envelope<Inquiry>>;
}

export interface InquiryReducers {
  saveSent: Reducer<InquiryState, string | null>;
  saveAdminPage: Reducer<InquiryState, PageResult<Inquiry>>;
  saveAdminEntry: Reducer<InquiryState, Inquiry>;
}

export type InquiryModel = DvaModel<InquiryState, InquiryEffects, InquiryReducers>;

const model: InquiryModel = {
  namespace: 'inquiry',
  state: { sentId: null },
  effects: {
    *create({ payload }, { call, put }) {
      const res = yield* run(call, save, { body: payload });
      const sent = okData(res);
      if (sent) yield put({ type: 'saveSent', payload: sent.id });
      return res;
    },
    *createAttachment({ payload }, { call }) {
      const form = new FormData();
      form.append('file', payload);
      form.append('purpose', 'inquiry');
      return yield* run(call, upload, { body: form });
    },
    *fetchAdminPage({ payload }, { call, put }) {
      const page = okData(yield* run(call, adminFindPage, { body: payload ?? {} }));
      if (page) yield put({ type: 'saveAdminPage', payload: page });
    },
    *updateStatus({ payload }, { call, put }) {
      const res = yield* run(call, updateStatus, { body: payload });
      const entry = okData(res);
      if (entry) yield put({ type: 'saveAdminEntry', payload: entry });
      return res;
    },
  },
  reducers: {
    saveSent: (state, { payload }) => ({ ...state, sentId: payload }),
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
