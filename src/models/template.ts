import { routeModel } from './types';
import type { Envelope } from '@/contract';
import type {
  AiFromExampleBody,
  AiFromExampleResult,
  CopyFileBody,
  SaveFileBody,
  TemplateGroup,
  TemplateGroupInput,
  TemplateGroupUpdate,
  TemplateNode,
  TemplatePreviewResult,
  TemplateTree,
  TemplateTreeNode,
  templatePreviewBody,
} from '@/contract/template';
import {
  aiFromExample,
  copyFile,
  create,
  delFile,
  exportZip,
  findAll,
  findTree,
  importZip,
  preview,
  remove,
  saveFile,
  update,
} from '@/services/template';
import type { Table } from '@/contract/text';
import { parser } from '@/services/text';
import type { z } from 'zod';
import {
  type DvaModel,
  type Effect,
  type EffectsCommandMap,
  type Reducer,
  okData,
  pick,
  run,
} from '@/models/types';

type PreviewBody = z.input<typeof templatePreviewBody>;

/**
 * Template groups (built-in and own), the tree of the group open in the template editor and the
 * last preview of it. `previewRequest` numbers preview calls so a slow answer never replaces the
 * preview of newer edits.
 */
export interface TemplateState {
  groups: TemplateGroup[];
  tree: TemplateTree | null;
  preview: TemplatePreviewResult | null;
  previewRequest: number;
  /** The AI's last template proposal from an example file (null when none or dismissed). */
  proposal: AiFromExampleResult | null;
}

export interface TemplateEffects {
  fetchGroups: Effect;
  fetchTree: Effect<{ id: string }>;
  fetchPreview: Effect<PreviewBody>;
  /** Form submits answer the envelope (422 field errors go on the form). */
  create: Effect<TemplateGroupInput, Envelope<TemplateGroup>>;
  update: Effect<TemplateGroupUpdate, Envelope<TemplateGroup>>;
  remove: Effect<{ id: string }, Envelope<null>>;
  createFile: Effect<SaveFileBody, Envelope<TemplateNode>>;
  updateFile: Effect<SaveFileBody, Envelope<TemplateNode>>;
  removeFile: Effect<{ id: string; groupId: string }, Envelope<null>>;
  createCopy: Effect<CopyFileBody, Envelope<{ groupId: string; id: string }>>;
  createImport: Effect<{ file: File }, Envelope<TemplateGroup>>;
  /** Answers the zip. */
  fetchExport: Effect<{ id: string }, Blob>;
  /** Asks the AI for a template from an example file; answers the envelope (422 on the form). */
  createFromExample: Effect<AiFromExampleBody, Envelope<AiFromExampleResult>>;
  /** The first table of pasted DDL, for the example's table (not recorded in the parse history). */
  fetchExampleTable: Effect<{ text: string }, Table | undefined>;
}

export interface TemplateReducers {
  saveGroups: Reducer<TemplateState, TemplateGroup[]>;
  saveTree: Reducer<TemplateState, TemplateTree | null>;
  /** Replaces one node of the open tree in place (after a save that did not move it). */
  saveNode: Reducer<TemplateState, TemplateNode>;
  savePreview: Reducer<TemplateState, TemplatePreviewResult | null>;
  savePreviewRequest: Reducer<TemplateState>;
  saveProposal: Reducer<TemplateState, AiFromExampleResult | null>;
}

export type TemplateModel = DvaModel<TemplateState, TemplateEffects, TemplateReducers>;

function findNode(nodes: TemplateTreeNode[], id: string): TemplateTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

function replaceNode(nodes: TemplateTreeNode[], next: TemplateNode): TemplateTreeNode[] {
  return nodes.map((node) =>
    node.id === next.id
      ? { ...next, children: node.children }
      : { ...node, children: replaceNode(node.children, next) },
  );
}

type Call = EffectsCommandMap['call'];
type Put = EffectsCommandMap['put'];

/** Reads the groups again (after changes), inside the effect so its dispatch settles after it. */
function* loadGroups(call: Call, put: Put) {
  const groups = okData(yield* run(call, findAll, { body: {} }));
  if (groups) yield put({ type: 'saveGroups', payload: groups });
}

function* loadTree(call: Call, put: Put, id: string) {
  const tree = okData(yield* run(call, findTree, { params: { id } }));
  if (tree) yield put({ type: 'saveTree', payload: tree });
}

const model: TemplateModel = {
  namespace: 'template',
  state: { groups: [], tree: null, preview: null, previewRequest: 0, proposal: null },
  effects: {
    *createFromExample({ payload }, { call, put }) {
      const res = yield* run(call, aiFromExample, { body: payload });
      const result = okData(res);
      if (result) {
        yield put({ type: 'saveProposal', payload: result });
        yield put({ type: 'codeGenerate/saveAiCharge', payload: result.ai });
      }
      return res;
    },
    *fetchExampleTable({ payload }, { call }) {
      const res = yield* run(call, parser, { body: { text: payload.text, history: false } });
      return okData(res)?.tables[0];
    },
    *fetchGroups(_, { call, put }) {
      yield* loadGroups(call, put);
    },
    *fetchTree({ payload }, { call, put }) {
      yield* loadTree(call, put, payload.id);
    },
    *fetchPreview({ payload }, { call, put, select }) {
      yield put({ type: 'savePreviewRequest' });
      const request = yield* pick(
        select,
        (s: { template: TemplateState }) => s.template.previewRequest,
      );
      const res = yield* run(call, preview, { body: payload });
      const latest = yield* pick(
        select,
        (s: { template: TemplateState }) => s.template.previewRequest,
      );
      const result = okData(res);
      if (result && request === latest) yield put({ type: 'savePreview', payload: result });
    },
    *create({ payload }, { call, put }) {
      const res = yield* run(call, create, { body: payload });
      if (okData(res)) yield* loadGroups(call, put);
      return res;
    },
    *update({ payload }, { call, put, select }) {
      const res = yield* run(call, update, { body: payload });
      const group = okData(res);
      if (group) {
        const tree = yield* pick(select, (s: { template: TemplateState }) => s.template.tree);
        if (tree?.group.id === group.id)
          yield put({ type: 'saveTree', payload: { ...tree, group } });
        yield* loadGroups(call, put);
      }
      return res;
    },
    *remove({ payload }, { call, put, select }) {
      const res = yield* run(call, remove, { params: { id: payload.id } });
      if (res.code === 200) {
        const tree = yield* pick(select, (s: { template: TemplateState }) => s.template.tree);
        if (tree?.group.id === payload.id) {
          yield put({ type: 'saveTree', payload: null });
          yield put({ type: 'savePreview', payload: null });
        }
        yield* loadGroups(call, put);
      }
      return res;
    },
    *createFile({ payload }, { call, put }) {
      const res = yield* run(call, saveFile, { body: payload });
      if (okData(res)) {
        yield* loadTree(call, put, payload.groupId);
        yield* loadGroups(call, put);
      }
      return res;
    },
    *updateFile({ payload }, { call, put, select }) {
      const res = yield* run(call, saveFile, { body: payload });
      const node = okData(res);
      if (node) {
        const tree = yield* pick(select, (s: { template: TemplateState }) => s.template.tree);
        const before = tree ? findNode(tree.tree, node.id) : undefined;
        // A move changes the shape of the tree (and sibling order): read it again.
        if (before && before.parentId === node.parentId && before.sort === node.sort) {
          yield put({ type: 'saveNode', payload: node });
        } else {
          yield* loadTree(call, put, node.groupId);
        }
      }
      return res;
    },
    *removeFile({ payload }, { call, put }) {
      const res = yield* run(call, delFile, { params: { id: payload.id } });
      if (res.code === 200) {
        yield* loadTree(call, put, payload.groupId);
        yield* loadGroups(call, put);
      }
      return res;
    },
    *createCopy({ payload }, { call, put }) {
      const res = yield* run(call, copyFile, { body: payload });
      const copied = okData(res);
      if (copied) {
        if (payload.type === 'group') {
          yield* loadGroups(call, put);
        } else {
          yield* loadTree(call, put, copied.groupId);
          yield* loadGroups(call, put);
        }
      }
      return res;
    },
    *createImport({ payload }, { call, put }) {
      const form = new FormData();
      form.append('file', payload.file);
      const res = yield* run(call, importZip, { body: form as never });
      if (okData(res)) yield* loadGroups(call, put);
      return res;
    },
    *fetchExport({ payload }, { call }) {
      return yield* run(call, exportZip, { params: { id: payload.id } });
    },
  },
  reducers: {
    saveGroups: (state, { payload }) => ({ ...state, groups: payload }),
    saveProposal: (state, { payload }) => ({ ...state, proposal: payload }),
    saveTree: (state, { payload }) => ({ ...state, tree: payload }),
    saveNode: (state, { payload }) =>
      state.tree
        ? { ...state, tree: { ...state.tree, tree: replaceNode(state.tree.tree, payload) } }
        : state,
    savePreview: (state, { payload }) => ({ ...state, preview: payload }),
    savePreviewRequest: (state) => ({ ...state, previewRequest: state.previewRequest + 1 }),
  },
};

export default routeModel(model);
