import { routeModel } from './types';
import type { AiCall, AiCallPageQuery, AiCharge, AiModel, AiUsage } from '@/contract/ai';
import type {
  GenerateApiBody,
  GenerateApiResult,
  GenerateLogDetail,
  GenerateLogSummary,
  GenerateSetting,
  GenerateSettingInput,
} from '@/contract/codeGenerate';
import { Code, type Envelope, type PageResult } from '@/contract/basics';
import { templateErrorSchema, type TemplateError } from '@/contract/template';
import type {
  GenerateBody,
  GenerateResult,
  GenerationSettingsInput,
  ParserBody,
  ParserResponse,
  QuickGenerateBody,
  Table,
} from '@/contract/text';
import { EnvelopeError } from '@/request';
import {
  aiCallPage,
  aiUsage,
  findLogPage,
  generateApi,
  generateCode,
  loadFields,
  models,
  saveSetting,
  setting,
} from '@/services/codeGenerate';
import { exportZip, generateCode as quickGenerate, importFile, parser } from '@/services/text';
import { type DvaModel, type Effect, type Reducer, okData, run } from '@/models/types';

/**
 * The code generator workbench: the tables being generated (its own copy, filled by a paste, a
 * file, the text tool or the history), the chosen group and settings, the last result or its
 * template errors, the user's defaults and history; plus the text tool's quick outputs.
 */
export interface CodeGenerateState {
  models: AiModel[];
  /** The caller's AI allowance (null until fetched); every AI answer's charge updates it. */
  aiUsage: AiUsage | null;
  /** The caller's own AI calls (history). */
  aiCalls: PageResult<AiCall> | null;
  /** The text of the AI generation streaming now (or the last one). */
  aiText: string;
  tables: Table[];
  /** The text in the workbench's input editor (kept here so a draft can save and restore it). */
  input: string;
  /** The last parse of the workbench's input (detected type and dialect, diagnostics). */
  parsed: ParserResponse | null;
  templateId: string | null;
  /** Settings to put into the form (defaults, or a reopened generation); the form owns edits. */
  settings: GenerationSettingsInput | null;
  /** Bumped whenever `settings` is replaced, so the form knows to reload them. */
  settingsVersion: number;
  defaults: GenerateSetting | null;
  result: GenerateResult | null;
  /** The result was written by an AI model (its zip is made from the files, not a template). */
  resultFromAi: boolean;
  /** Where the templates failed in the last generation (a 422 with `data.errors`). */
  templateErrors: TemplateError[] | null;
  history: PageResult<GenerateLogSummary> | null;
  /** The text tool's quick output. */
  quick: GenerateResult | null;
}

export interface CodeGenerateEffects {
  fetchModels: Effect;
  fetchAiUsage: Effect;
  fetchAiCalls: Effect<AiCallPageQuery>;
  /** Parses pasted text into the workbench's tables. */
  createTables: Effect<ParserBody>;
  createTablesFromFile: Effect<{ file: File }>;
  /** Generates; answers the envelope (a 422 carries field or template errors). */
  create: Effect<GenerateBody, Envelope<GenerateResult | unknown> | undefined>;
  /** Answers the zip, or undefined when the server answered with an error instead. */
  fetchZip: Effect<GenerateBody, Blob | undefined>;
  fetchApi: Effect<GenerateApiBody, GenerateApiResult | undefined>;
  fetchSetting: Effect;
  updateSetting: Effect<GenerateSettingInput, Envelope<GenerateSetting | unknown> | undefined>;
  fetchHistory: Effect<{ page: number; pageSize: number }>;
  /** Loads an earlier generation and puts its tables, group and settings on the workbench. */
  fetchHistoryEntry: Effect<{ id: number }, GenerateLogDetail | undefined>;
  createQuick: Effect<QuickGenerateBody>;
}

export interface CodeGenerateReducers {
  saveModels: Reducer<CodeGenerateState, AiModel[]>;
  saveAiUsage: Reducer<CodeGenerateState, AiUsage>;
  /** What an AI call cost: balance and calls left as the server counted them. */
  saveAiCharge: Reducer<CodeGenerateState, AiCharge>;
  saveAiCalls: Reducer<CodeGenerateState, PageResult<AiCall> | null>;
  saveAiText: Reducer<CodeGenerateState, string>;
  /** Appends a streamed piece of the AI generation. */
  saveAiDelta: Reducer<CodeGenerateState, string>;
  saveTables: Reducer<CodeGenerateState, Table[]>;
  saveInput: Reducer<CodeGenerateState, string>;
  saveTable: Reducer<CodeGenerateState, { index: number; table: Table }>;
  saveParsed: Reducer<CodeGenerateState, ParserResponse>;
  saveTemplateId: Reducer<CodeGenerateState, string | null>;
  saveSettings: Reducer<CodeGenerateState, GenerationSettingsInput>;
  saveDefaults: Reducer<CodeGenerateState, GenerateSetting>;
  saveResult: Reducer<CodeGenerateState, GenerateResult | null>;
  /** The files of a finished AI generation become the result. */
  saveAiResult: Reducer<CodeGenerateState, GenerateResult>;
  saveTemplateErrors: Reducer<CodeGenerateState, TemplateError[] | null>;
  saveHistory: Reducer<CodeGenerateState, PageResult<GenerateLogSummary> | null>;
  saveQuick: Reducer<CodeGenerateState, GenerateResult | null>;
}

export type CodeGenerateModel = DvaModel<
  CodeGenerateState,
  CodeGenerateEffects,
  CodeGenerateReducers
>;

/** The template errors of a 422 answer (`data.errors`), or null when it carries none. */
export function templateErrorsOf(envelope: Envelope<unknown>): TemplateError[] | null {
  if (envelope.code !== Code.VALIDATION) return null;
  const errors = (envelope.data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const parsed = errors.map((e) => templateErrorSchema.safeParse(e));
  const valid = parsed.flatMap((p) => (p.success ? [p.data] : []));
  return valid.length > 0 ? valid : null;
}

const initial: CodeGenerateState = {
  models: [],
  aiUsage: null,
  aiCalls: null,
  aiText: '',
  tables: [],
  input: '',
  parsed: null,
  templateId: null,
  settings: null,
  settingsVersion: 0,
  defaults: null,
  result: null,
  resultFromAi: false,
  templateErrors: null,
  history: null,
  quick: null,
};

const model: CodeGenerateModel = {
  namespace: 'codeGenerate',
  state: initial,
  effects: {
    *fetchModels(_, { call, put }) {
      const res = yield* run(call, models, {});
      const list = okData(res);
      if (list) yield put({ type: 'saveModels', payload: list });
    },
    *fetchAiUsage(_, { call, put }) {
      const res = yield* run(call, aiUsage, {});
      const usage = okData(res);
      if (usage) yield put({ type: 'saveAiUsage', payload: usage });
    },
    *fetchAiCalls({ payload }, { call, put }) {
      const res = yield* run(call, aiCallPage, { body: payload });
      const page = okData(res);
      if (page) yield put({ type: 'saveAiCalls', payload: page });
    },
    *createTables({ payload }, { call, put }) {
      const res = yield* run(call, parser, { body: payload });
      const result = okData(res);
      if (result) yield put({ type: 'saveParsed', payload: result });
    },
    *createTablesFromFile({ payload }, { call, put }) {
      const form = new FormData();
      form.append('file', payload.file);
      const res = yield* run(call, importFile, { body: form as never });
      const result = okData(res);
      if (result) yield put({ type: 'saveParsed', payload: result });
    },
    *create({ payload }, { call, put }) {
      const res = yield* run(call, generateCode, { body: payload });
      const result = okData(res);
      yield put({ type: 'saveTemplateErrors', payload: templateErrorsOf(res) });
      if (result) yield put({ type: 'saveResult', payload: result });
      return res;
    },
    *fetchZip({ payload }, { call, put }) {
      try {
        const blob = yield* run(call, exportZip, { body: payload });
        yield put({ type: 'saveTemplateErrors', payload: null });
        return blob;
      } catch (err) {
        // The request layer has shown the envelope; template errors also go to the workbench.
        if (!(err instanceof EnvelopeError)) throw err;
        yield put({ type: 'saveTemplateErrors', payload: templateErrorsOf(err.envelope) });
        return undefined;
      }
    },
    *fetchApi({ payload }, { call }) {
      const res = yield* run(call, generateApi, { body: payload });
      return okData(res);
    },
    *fetchSetting(_, { call, put }) {
      const res = yield* run(call, setting, {});
      const defaults = okData(res);
      if (defaults) yield put({ type: 'saveDefaults', payload: defaults });
    },
    *updateSetting({ payload }, { call, put }) {
      const res = yield* run(call, saveSetting, { body: payload });
      const saved = okData(res);
      if (saved) yield put({ type: 'saveDefaults', payload: saved });
      return res;
    },
    *fetchHistory({ payload }, { call, put }) {
      const res = yield* run(call, findLogPage, { body: payload });
      const page = okData(res);
      if (page) yield put({ type: 'saveHistory', payload: page });
    },
    *fetchHistoryEntry({ payload }, { call, put }) {
      const res = yield* run(call, loadFields, { body: payload });
      const entry = okData(res);
      if (entry) {
        yield put({ type: 'saveTables', payload: entry.tables });
        yield put({ type: 'saveSettings', payload: entry.settings });
        yield put({ type: 'saveTemplateErrors', payload: null });
        // An AI generation has no group to choose again: its recorded files are the result.
        if (entry.aiFiles) {
          yield put({
            type: 'saveAiResult',
            payload: { files: entry.aiFiles, historyId: entry.id },
          });
        } else {
          yield put({ type: 'saveTemplateId', payload: entry.templateId });
          yield put({ type: 'saveResult', payload: null });
        }
      }
      return entry;
    },
    *createQuick({ payload }, { call, put }) {
      const res = yield* run(call, quickGenerate, { body: payload });
      const result = okData(res);
      if (result) yield put({ type: 'saveQuick', payload: result });
    },
  },
  reducers: {
    saveModels: (state, { payload }) => ({ ...state, models: payload }),
    saveAiUsage: (state, { payload }) => ({ ...state, aiUsage: payload }),
    saveAiCharge: (state, { payload }) =>
      state.aiUsage
        ? {
            ...state,
            aiUsage: {
              ...state.aiUsage,
              balance: payload.balance,
              remaining: payload.remaining,
              usedToday: Math.max(
                state.aiUsage.usedToday,
                state.aiUsage.dailyLimit - payload.remaining,
              ),
            },
          }
        : state,
    saveAiCalls: (state, { payload }) => ({ ...state, aiCalls: payload }),
    saveAiText: (state, { payload }) => ({ ...state, aiText: payload }),
    saveAiDelta: (state, { payload }) => ({ ...state, aiText: state.aiText + payload }),
    saveTables: (state, { payload }) => ({ ...state, tables: payload }),
    saveInput: (state, { payload }) => ({ ...state, input: payload }),
    saveTable: (state, { payload }) => ({
      ...state,
      tables: state.tables.map((t, i) => (i === payload.index ? payload.table : t)),
    }),
    saveParsed: (state, { payload }) => ({ ...state, parsed: payload, tables: payload.tables }),
    saveTemplateId: (state, { payload }) => ({ ...state, templateId: payload }),
    saveSettings: (state, { payload }) => ({
      ...state,
      settings: payload,
      settingsVersion: state.settingsVersion + 1,
    }),
    saveDefaults: (state, { payload }) => ({ ...state, defaults: payload }),
    saveResult: (state, { payload }) => ({ ...state, result: payload, resultFromAi: false }),
    saveAiResult: (state, { payload }) => ({ ...state, result: payload, resultFromAi: true }),
    saveTemplateErrors: (state, { payload }) => ({ ...state, templateErrors: payload }),
    saveHistory: (state, { payload }) => ({ ...state, history: payload }),
    saveQuick: (state, { payload }) => ({ ...state, quick: payload }),
  },
};

export default routeModel(model);
