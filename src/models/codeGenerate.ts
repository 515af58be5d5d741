import type { AiModel } from '@/contract/codeGenerate';
import { models } from '@/services/codeGenerate';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/** The code generator: for now the AI models the operator configured. */
export interface CodeGenerateState {
  models: AiModel[];
}

export interface CodeGenerateEffects {
  fetchModels: Effect;
}

export interface CodeGenerateReducers {
  saveModels: Reducer<CodeGenerateState, AiModel[]>;
}

export type CodeGenerateModel = DvaModel<
  CodeGenerateState,
  CodeGenerateEffects,
  CodeGenerateReducers
>;

const model: CodeGenerateModel = {
  namespace: 'codeGenerate',
  state: { models: [] },
  effects: {
    *fetchModels(_, { call, put }) {
      const res = yield* run(call, models, {});
      const list = okData(res);
      if (list) yield put({ type: 'saveModels', payload: list });
    },
  },
  reducers: {
    saveModels: (state, { payload }) => ({ ...state, models: payload }),
  },
};

export default model;
