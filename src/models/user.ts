import { Code, type Envelope } from '@/contract/basics';
import type {
  ChangePasswordBody,
  DeleteAccountBody,
  LoginBody,
  LoginResult,
  SendCodeResult,
  SendVerifyCodeBody,
  UpdateUserBody,
  UploadResult,
  User,
} from '@/contract/user';
import { clearToken, getToken, setToken } from '@/request';
import {
  changePassword,
  deleteAccount,
  login,
  logout,
  resetPassword,
  sendVerifyCode,
  updateUser,
  upload,
  userInfo,
} from '@/services/user';
import { type DvaModel, type Effect, type Reducer, okData, pick, run } from './types';

/**
 * The signed-in account. `signedIn` starts from the stored token and is confirmed by
 * `fetchCurrent`: a 901 answer (the request layer has already dropped the token) signs out.
 * `current` is the profile once fetched.
 */
export interface UserState {
  signedIn: boolean;
  current: User | null;
}

export interface ResetPasswordPayload {
  email: string;
  code: string;
  password: string;
}

/** Envelope-returning effects serve forms: the page maps a 422's `data` onto its fields. */
export interface UserEffects {
  fetchCurrent: Effect;
  /** Signs in (by code, which creates the account, or by password); stores token and profile. */
  create: Effect<LoginBody, Envelope<LoginResult>>;
  /** Sends an e-mailed code; `data.resendAfter` is the countdown in seconds. */
  createCode: Effect<SendVerifyCodeBody, Envelope<SendCodeResult>>;
  update: Effect<UpdateUserBody, Envelope<User>>;
  /** Uploads an avatar image, then makes it the profile's avatar. */
  updateAvatar: Effect<File, Envelope<User> | Envelope<UploadResult>>;
  /** Sets a first password or changes it. */
  updatePassword: Effect<ChangePasswordBody, Envelope<null>>;
  /** Resets a forgotten password with an e-mailed code (signed out). */
  updateResetPassword: Effect<ResetPasswordPayload, Envelope<null>>;
  /** Signs out: ends the server session, then forgets the token even if that call failed. */
  remove: Effect;
  /** Deletes the account; on success signs out locally. */
  removeAccount: Effect<DeleteAccountBody, Envelope<null>>;
}

export interface UserReducers {
  saveCurrent: Reducer<UserState, User | null>;
  saveSignedOut: Reducer<UserState>;
}

export type UserModel = DvaModel<UserState, UserEffects, UserReducers>;

/** Per-account state of the other models, dropped when the account changes. */
const RESETS = ['message/saveReset', 'vip/saveReset'];

const model: UserModel = {
  namespace: 'user',
  state: { signedIn: Boolean(getToken()), current: null },
  effects: {
    *fetchCurrent(_, { call, put }) {
      const res = yield* run(call, userInfo, {});
      const user = okData(res);
      if (user) yield put({ type: 'saveCurrent', payload: user });
      else if (res.code === Code.NOT_SIGNED_IN) {
        yield put({ type: 'saveSignedOut' });
        for (const type of RESETS) yield put({ type });
      }
    },
    *create({ payload }, { call, put }) {
      const res = yield* run(call, login, { body: payload });
      const result = okData(res);
      if (result) {
        setToken(result.token);
        for (const type of RESETS) yield put({ type });
        yield put({ type: 'saveCurrent', payload: result.user });
      }
      return res;
    },
    *createCode({ payload }, { call }) {
      return yield* run(call, sendVerifyCode, { body: payload });
    },
    *update({ payload }, { call, put }) {
      const res = yield* run(call, updateUser, { body: payload });
      const user = okData(res);
      if (user) yield put({ type: 'saveCurrent', payload: user });
      return res;
    },
    *updateAvatar({ payload }, { call, put }) {
      const form = new FormData();
      form.append('file', payload);
      form.append('purpose', 'avatar');
      const uploaded = yield* run(call, upload, { body: form });
      const file = okData(uploaded);
      if (!file) return uploaded;
      const res = yield* run(call, updateUser, { body: { avatar: file.url } });
      const user = okData(res);
      if (user) yield put({ type: 'saveCurrent', payload: user });
      return res;
    },
    *updatePassword({ payload }, { call, put, select }) {
      const res = yield* run(call, changePassword, { body: payload });
      const current = yield* pick(select, (state: { user: UserState }) => state.user.current);
      if (res.code === Code.OK && current) {
        yield put({ type: 'saveCurrent', payload: { ...current, hasPassword: true } });
      }
      return res;
    },
    *updateResetPassword({ payload }, { call }) {
      return yield* run(call, resetPassword, { body: payload });
    },
    *remove(_, { call, put }) {
      try {
        yield* run(call, logout, {});
      } finally {
        clearToken();
        yield put({ type: 'saveSignedOut' });
        for (const type of RESETS) yield put({ type });
      }
    },
    *removeAccount({ payload }, { call, put }) {
      const res = yield* run(call, deleteAccount, { body: payload });
      if (res.code === Code.OK) {
        clearToken();
        yield put({ type: 'saveSignedOut' });
        for (const type of RESETS) yield put({ type });
      }
      return res;
    },
  },
  reducers: {
    saveCurrent: (state, { payload }) => ({ ...state, current: payload, signedIn: true }),
    saveSignedOut: () => ({ signedIn: false, current: null }),
  },
};

export default model;
