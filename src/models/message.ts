import { Code, type Envelope } from '@/contract/basics';
import type { Message, MessagePageQuery } from '@/contract/message';
import { findPage, read, readAll } from '@/services/message';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/** In-app messages: one page of the list (optionally unread only), the unread count, reading. */
export interface MessageState {
  list: Message[];
  total: number;
  page: number;
  pageSize: number;
  unreadOnly: boolean;
  unread: number;
}

export interface MessageEffects {
  fetchPage: Effect<Partial<MessagePageQuery>>;
  /** Only the unread count, for the header badge. */
  fetchUnread: Effect;
  /** Reads one message, which marks it read; resolves with the envelope for the reader. */
  fetchOne: Effect<{ id: string }, Envelope<Message>>;
  updateAllRead: Effect;
}

interface PagePayload {
  list: Message[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
  unreadOnly: boolean;
}

export interface MessageReducers {
  savePage: Reducer<MessageState, PagePayload>;
  saveUnread: Reducer<MessageState, number>;
  saveRead: Reducer<MessageState, Message>;
  saveAllRead: Reducer<MessageState>;
  saveReset: Reducer<MessageState>;
}

export type MessageModel = DvaModel<MessageState, MessageEffects, MessageReducers>;

const initial: MessageState = {
  list: [],
  total: 0,
  page: 1,
  pageSize: 10,
  unreadOnly: false,
  unread: 0,
};

const model: MessageModel = {
  namespace: 'message',
  state: initial,
  effects: {
    *fetchPage({ payload }, { call, put }) {
      const query = { page: 1, pageSize: 10, ...payload };
      const res = yield* run(call, findPage, { body: query });
      const page = okData(res);
      if (page) {
        yield put({ type: 'savePage', payload: { ...page, unreadOnly: Boolean(query.unread) } });
      }
    },
    *fetchUnread(_, { call, put }) {
      // The smallest page carries the count; anonymous callers are not asked (no 901 warning).
      const res = yield* run(call, findPage, { body: { page: 1, pageSize: 1, unread: true } });
      const page = okData(res);
      if (page) yield put({ type: 'saveUnread', payload: page.unread });
    },
    *fetchOne({ payload }, { call, put }) {
      const res = yield* run(call, read, { params: { id: payload.id } });
      const message = okData(res);
      if (message) yield put({ type: 'saveRead', payload: message });
      return res;
    },
    *updateAllRead(_, { call, put }) {
      const res = yield* run(call, readAll, {});
      if (res.code === Code.OK) yield put({ type: 'saveAllRead' });
    },
  },
  reducers: {
    savePage: (state, { payload }) => ({ ...state, ...payload }),
    saveUnread: (state, { payload }) => ({ ...state, unread: payload }),
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
    saveReset: () => initial,
  },
};

export default model;
