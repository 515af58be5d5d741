import type { ParserBody, ParseResult } from '@/contract/text';
import { parser } from '@/services/text';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/** The text parser tool: the last parse of pasted text into tables with field lists. */
export interface TextState {
  result: ParseResult | null;
}

export interface TextEffects {
  /** Runs the parser (each run is recorded in the parser history). */
  create: Effect<ParserBody>;
}

export interface TextReducers {
  saveResult: Reducer<TextState, ParseResult | null>;
}

export type TextModel = DvaModel<TextState, TextEffects, TextReducers>;

const model: TextModel = {
  namespace: 'text',
  state: { result: null },
  effects: {
    *create({ payload }, { call, put }) {
      const res = yield* run(call, parser, { body: payload });
      const result = okData(res);
      if (result) yield put({ type: 'saveResult', payload: result });
    },
  },
  reducers: {
    saveResult: (state, { payload }) => ({ ...state, result: payload }),
  },
};

export default model;
