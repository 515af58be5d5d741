import type { Message, MessagePageQuery } from '@/contract/message';
import { findPage, read, readAll } from '@/services/message';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/** In-app messages: one page of the list, the unread count, reading one or all. */
export interface MessageState {
  list: Message[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
}

export interface MessageEffects {
  fetchPage: Effect<Partial<MessagePageQuery>>;
  /** Reads one message, which marks it read. */
  fetchOne: Effect<{ id: string }>;
  updateAllRead: Effect;
}

export interface MessageReducers {
  savePage: Reducer<MessageState, MessageState>;
  saveRead: Reducer<MessageState, Message>;
  saveAllRead: Reducer<MessageState>;
}

export type MessageModel = DvaModel<MessageState, MessageEffects, MessageReducers>;

const model: MessageModel = {
  namespace: 'message',
  state: { list: [], total: 0, page: 1, pageSize: 10, unread: 0 },
  effects: {
    *fetchPage({ payload }, { call, put }) {
      const res = yield* run(call, findPage, { body: { page: 1, pageSize: 10, ...payload } });
      const page = okData(res);
      if (page) yield put({ type: 'savePage', payload: page });
    },
    *fetchOne({ payload }, { call, put }) {
      const res = yield* run(call, read, { params: { id: payload.id } });
      const message = okData(res);
      if (message) yield put({ type: 'saveRead', payload: message });
    },
    *updateAllRead(_, { call, put }) {
      const res = yield* run(call, readAll, {});
      if (okData(res)) yield put({ type: 'saveAllRead' });
    },
  },
  reducers: {
    savePage: (state, { payload }) => ({ ...state, ...payload }),
    saveRead: (state, { payload }) => {
      const before = state.list.find((item) => item.id === payload.id);
      return {
        ...state,
        list: state.list.map((item) =>
          item.id === payload.id ? { ...payload, read: true } : item,
        ),
        unread: before && !before.read ? Math.max(0, state.unread - 1) : state.unread,
      };
    },
    saveAllRead: (state) => ({
      ...state,
      list: state.list.map((item) => ({ ...item, read: true })),
      unread: 0,
    }),
  },
};

export default model;
