import type { User } from '@/contract/user';
import { clearToken, getToken } from '@/request';
import { logout, userInfo } from '@/services/user';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/**
 * The signed-in account. `signedIn` mirrors the token the request layer keeps in local storage;
 * `current` is the profile once fetched. Sign-in forms arrive with the accounts issue.
 */
export interface UserState {
  signedIn: boolean;
  current: User | null;
}

export interface UserEffects {
  fetchCurrent: Effect;
  /** Signs out: ends the server session, then forgets the token even if that call failed. */
  remove: Effect;
}

export interface UserReducers {
  saveCurrent: Reducer<UserState, User | null>;
  saveSignedOut: Reducer<UserState>;
}

export type UserModel = DvaModel<UserState, UserEffects, UserReducers>;

const model: UserModel = {
  namespace: 'user',
  state: { signedIn: Boolean(getToken()), current: null },
  effects: {
    *fetchCurrent(_, { call, put }) {
      const res = yield* run(call, userInfo, {});
      const user = okData(res);
      if (user) yield put({ type: 'saveCurrent', payload: user });
    },
    *remove(_, { call, put }) {
      try {
        yield* run(call, logout, {});
      } finally {
        clearToken();
        yield put({ type: 'saveSignedOut' });
      }
    },
  },
  reducers: {
    saveCurrent: (state, { payload }) => ({ ...state, current: payload, signedIn: true }),
    saveSignedOut: () => ({ signedIn: false, current: null }),
  },
};

export default model;
