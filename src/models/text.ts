import { routeModel } from './types';
import type { Envelope } from '@/contract/core';
import type {
  AiParserBody,
  AiParserResult,
  CheckBody,
  Diagnostic,
  DiagramBody,
  FormatterBody,
  InputTypeResult,
  ParserBody,
  ParserLogSummary,
  ParserResponse,
  Problem,
  Table,
} from '@/contract/text';
import type { PageResult } from '@/contract/core';
import {
  aiParser,
  check,
  diagram,
  findParserLogPage,
  formatter,
  importFile,
  inputType,
  loadFields,
  parser,
} from '@/services/text';
import { type DvaModel, type Effect, type Reducer, okData, run } from '@/models/types';

/**
 * The text parser tool: the input, the last parse and the tables as the user edited them
 * (the generator takes `tables` from here), check problems and the parse history.
 */
export interface TextState {
  text: string;
  result: ParserResponse | null;
  tables: Table[];
  diagnostics: Diagnostic[];
  detected: InputTypeResult | null;
  problems: Problem[] | null;
  history: PageResult<ParserLogSummary> | null;
  /** The history id of the last parse recorded without a click (see `createRecord`). */
  recordedId: number | null;
}

export interface TextEffects {
  /** Runs the parser (each run of a signed-in user is recorded in the parser history). */
  create: Effect<ParserBody>;
  /**
   * Records a parse the user went on with (text tool or workbench) in the history, without
   * touching the tables on the page; answers its history id.
   */
  createRecord: Effect<ParserBody, number | undefined>;
  /** Parses free text with an AI model; answers the envelope (422 field errors go on the form). */
  createAiParse: Effect<AiParserBody, Envelope<AiParserResult>>;
  fetchInputType: Effect<{ text: string }>;
  /** Answers the formatted text (or undefined when it failed). */
  fetchFormatted: Effect<FormatterBody, string | undefined>;
  fetchProblems: Effect<CheckBody>;
  createFromFile: Effect<{ file: File; inputType?: string; dialect?: string }>;
  fetchHistory: Effect<{ page: number; pageSize: number }>;
  fetchHistoryEntry: Effect<{ id: number }>;
  /**
   * Answers the picture of the tables (SVG or PNG). Not kept in the store: the text tool and the
   * workbench each draw their own tables, and a picture is only shown or saved.
   */
  fetchDiagram: Effect<DiagramBody, Blob>;
}

export interface TextReducers {
  saveText: Reducer<TextState, string>;
  saveResult: Reducer<TextState, ParserResponse | null>;
  saveDetected: Reducer<TextState, InputTypeResult | null>;
  saveProblems: Reducer<TextState, Problem[] | null>;
  saveHistory: Reducer<TextState, PageResult<ParserLogSummary> | null>;
  saveRecordedId: Reducer<TextState, number | null>;
  /** Replaces one edited table. */
  saveTable: Reducer<TextState, { index: number; table: Table }>;
  saveTables: Reducer<TextState, Table[]>;
}

export type TextModel = DvaModel<TextState, TextEffects, TextReducers>;

const initial: TextState = {
  text: '',
  result: null,
  tables: [],
  diagnostics: [],
  detected: null,
  problems: null,
  history: null,
  recordedId: null,
};

const model: TextModel = {
  namespace: 'text',
  state: initial,
  effects: {
    *create({ payload }, { call, put }) {
      const res = yield* run(call, parser, { body: payload });
      const result = okData(res);
      if (result) yield put({ type: 'saveResult', payload: result });
    },
    *createRecord({ payload }, { call, put }) {
      const res = yield* run(call, parser, { body: { ...payload, history: true } });
      const id = okData(res)?.historyId ?? undefined;
      if (id !== undefined) yield put({ type: 'saveRecordedId', payload: id });
      return id;
    },
    *createAiParse({ payload }, { call, put }) {
      const res = yield* run(call, aiParser, { body: payload });
      const result = okData(res);
      if (result) {
        const { ai, ...parsed } = result;
        yield put({ type: 'saveResult', payload: parsed });
        yield put({ type: 'codeGenerate/saveAiCharge', payload: ai });
      }
      return res;
    },
    *fetchInputType({ payload }, { call, put }) {
      const res = yield* run(call, inputType, { body: payload });
      const result = okData(res);
      if (result) yield put({ type: 'saveDetected', payload: result });
    },
    *fetchFormatted({ payload }, { call, put }) {
      const res = yield* run(call, formatter, { body: payload });
      const result = okData(res);
      if (result) yield put({ type: 'saveText', payload: result.text });
      return result?.text;
    },
    *fetchDiagram({ payload }, { call }) {
      return yield* run(call, diagram, { body: payload });
    },
    *fetchProblems({ payload }, { call, put }) {
      const res = yield* run(call, check, { body: payload });
      const result = okData(res);
      if (result) yield put({ type: 'saveProblems', payload: result.problems });
    },
    *createFromFile({ payload }, { call, put }) {
      const form = new FormData();
      form.append('file', payload.file);
      if (payload.inputType && payload.inputType !== 'auto')
        form.append('inputType', payload.inputType);
      if (payload.dialect) form.append('dialect', payload.dialect);
      const res = yield* run(call, importFile, { body: form as never });
      const result = okData(res);
      if (result) {
        // A spreadsheet has no text to show; text files are shown as read.
        const text = /\.xlsx$/i.test(payload.file.name)
          ? ''
          : yield* run(call, () => payload.file.text());
        yield put({ type: 'saveText', payload: text });
        yield put({ type: 'saveResult', payload: result });
      }
    },
    *fetchHistory({ payload }, { call, put }) {
      const res = yield* run(call, findParserLogPage, { body: payload });
      const result = okData(res);
      if (result) yield put({ type: 'saveHistory', payload: result });
    },
    *fetchHistoryEntry({ payload }, { call, put }) {
      const res = yield* run(call, loadFields, { body: payload });
      const entry = okData(res);
      if (entry) {
        yield put({ type: 'saveText', payload: entry.text });
        yield put({
          type: 'saveResult',
          payload: {
            inputType: entry.inputType,
            dialect: entry.dialect ?? undefined,
            tables: entry.tables,
            diagnostics: entry.diagnostics,
            historyId: entry.id,
          },
        });
      }
    },
  },
  reducers: {
    saveText: (state, { payload }) => ({ ...state, text: payload }),
    saveResult: (state, { payload }) => ({
      ...state,
      result: payload,
      tables: payload?.tables ?? [],
      diagnostics: payload?.diagnostics ?? [],
      problems: null,
    }),
    saveDetected: (state, { payload }) => ({ ...state, detected: payload }),
    saveProblems: (state, { payload }) => ({ ...state, problems: payload }),
    saveHistory: (state, { payload }) => ({ ...state, history: payload }),
    saveRecordedId: (state, { payload }) => ({ ...state, recordedId: payload }),
    saveTable: (state, { payload }) => ({
      ...state,
      tables: state.tables.map((t, i) => (i === payload.index ? payload.table : t)),
    }),
    saveTables: (state, { payload }) => ({ ...state, tables: payload }),
  },
};

export default routeModel(model);
