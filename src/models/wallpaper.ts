import { routeModel } from './types';
import type { PageResult } from '@/contract/core';
import type { WallpaperItem, WallpaperListQuery, WallpaperRenderInput } from '@/contract/wallpaper';
import { EnvelopeError } from '@/request';
import { findList, render } from '@/services/wallpaper';
import { type DvaModel, type Effect, type Reducer, okData, pick, run } from '@/models/types';

/** The wallpaper studio: a page of the gallery and the editor's live preview. */
export interface WallpaperState {
  gallery: PageResult<WallpaperItem> | null;
  /** The last preview as an object URL of its SVG (null before the first). */
  previewUrl: string | null;
  /** Why the last preview failed (a 422 message), shown beside the editor. */
  previewError: string | null;
}

export interface WallpaperEffects {
  fetchList: Effect<WallpaperListQuery | undefined>;
  /** Renders the editor's settings as SVG for the preview, quietly: errors go to previewError. */
  fetchPreview: Effect<WallpaperRenderInput>;
  /** Renders for a download; resolves with the file, or undefined when it failed (shown). */
  fetchImage: Effect<WallpaperRenderInput, Blob | undefined>;
}

export interface WallpaperReducers {
  saveList: Reducer<WallpaperState, PageResult<WallpaperItem>>;
  savePreview: Reducer<WallpaperState, { url: string | null; error: string | null }>;
}

export type WallpaperModel = DvaModel<WallpaperState, WallpaperEffects, WallpaperReducers>;

const initial: WallpaperState = { gallery: null, previewUrl: null, previewError: null };

const model: WallpaperModel = {
  namespace: 'wallpaper',
  state: initial,
  effects: {
    *fetchList({ payload }, { call, put }) {
      const list = okData(yield* run(call, findList, { body: payload ?? {} }));
      if (list) yield put({ type: 'saveList', payload: list });
    },
    *fetchPreview({ payload }, { call, put, select }) {
      try {
        const blob = yield* run(
          call,
          render,
          { body: { ...payload, format: 'svg' } },
          { display: 0 },
        );
        const previous = yield* pick(
          select,
          (state: { wallpaper: WallpaperState }) => state.wallpaper.previewUrl,
        );
        yield put({
          type: 'savePreview',
          payload: { url: URL.createObjectURL(blob), error: null },
        });
        // The replaced preview's object URL is released with it.
        if (previous) URL.revokeObjectURL(previous);
      } catch (err) {
        if (!(err instanceof EnvelopeError)) throw err;
        const fields = err.envelope.data as Record<string, string> | undefined;
        const message = fields ? Object.values(fields)[0] : undefined;
        yield put({
          type: 'savePreview',
          payload: { url: null, error: message ?? err.envelope.message },
        });
      }
    },
    *fetchImage({ payload }, { call }) {
      try {
        return yield* run(call, render, { body: payload });
      } catch (err) {
        if (!(err instanceof EnvelopeError)) throw err;
        return undefined;
      }
    },
  },
  reducers: {
    saveList: (state, { payload }) => ({ ...state, gallery: payload }),
    // A failed render keeps the last good preview on screen beside its error.
    savePreview: (state, { payload }) => ({
      ...state,
      previewUrl: payload.url ?? state.previewUrl,
      previewError: payload.error,
    }),
  },
};

export default routeModel(model);
