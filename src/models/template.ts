import type { TemplateGroup } from '@/contract/template';
import { findAll } from '@/services/template';
import { type DvaModel, type Effect, type Reducer, okData, run } from './types';

/** Template groups the user can generate with (built-in and own). */
export interface TemplateState {
  groups: TemplateGroup[];
}

export interface TemplateEffects {
  fetchGroups: Effect;
}

export interface TemplateReducers {
  saveGroups: Reducer<TemplateState, TemplateGroup[]>;
}

export type TemplateModel = DvaModel<TemplateState, TemplateEffects, TemplateReducers>;

const model: TemplateModel = {
  namespace: 'template',
  state: { groups: [] },
  effects: {
    *fetchGroups(_, { call, put }) {
      const res = yield* run(call, findAll, { body: {} });
      const groups = okData(res);
      if (groups) yield put({ type: 'saveGroups', payload: groups });
    },
  },
  reducers: {
    saveGroups: (state, { payload }) => ({ ...state, groups: payload }),
  },
};

export default model;
