import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import type { CodeLanguage } from '@/components/CodeEditor';
import { useFeedback } from '@/components/feedback';
import {
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  type InputType,
  LIVE_PARSE_MAX_LENGTH,
  type ParserBody,
} from '@/contract/text';
import type { RootState } from '@/models/rootState';

/** Pause in typing after which a paste is parsed live. */
const LIVE_PARSE_DELAY = 400;

/**
 * Parses the text as a draft (`history` false) once typing pauses, unless it is empty or longer
 * than live parsing allows. `cancel` drops a pending parse (an explicit parse or import wins).
 */
export function useLiveParse(parse: (value: string, history: boolean) => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const cancel = () => clearTimeout(timer.current);
  const schedule = (value: string) => {
    cancel();
    if (value.trim() && value.length <= LIVE_PARSE_MAX_LENGTH) {
      timer.current = setTimeout(() => parse(value, false), LIVE_PARSE_DELAY);
    }
  };
  return { schedule, cancel };
}

/** How long the input stays still after a live parse before that parse is recorded. */
export const RECORD_DELAY = 4000;

/** The effects after which a workbench or text-tool parse counts as used (the user moved on). */
const MOVING_ON_EFFECTS = [
  'codeGenerate/create',
  'codeGenerate/fetchZip',
  'codeGenerate/createQuick',
];

const keyOf = (body: ParserBody) => JSON.stringify([body.text, body.inputType, body.dialect]);

/**
 * Records in the history the parse a signed-in user actually used, not every draft: the last live
 * parse that found tables (`offer`) once the input has been still for RECORD_DELAY, or at once
 * when the user moves on (`flush`: generating, copying, another page, the tab hidden or closed).
 * A text already sent (or recorded by a click: `recorded`) is not sent again; the server keeps
 * one entry per text and options as well.
 */
export function useParseRecorder() {
  const dispatch = useDispatch();
  const signedIn = useSelector((s: RootState) => s.user.signedIn);
  const movingOn = useSelector((s: RootState) =>
    MOVING_ON_EFFECTS.some((effect) => s.loading.effects[effect]),
  );
  const pending = useRef<ParserBody | null>(null);
  const sent = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const live = useRef({ signedIn, dispatch });
  live.current = { signedIn, dispatch };

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const body = pending.current;
    pending.current = null;
    if (!body || !live.current.signedIn || keyOf(body) === sent.current) return;
    sent.current = keyOf(body);
    live.current.dispatch({ type: 'text/createRecord', payload: body });
  }, []);

  /** A live parse that found tables: recorded once the input stays still. */
  const offer = useCallback(
    (body: ParserBody) => {
      pending.current = body;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, RECORD_DELAY);
    },
    [flush],
  );

  /** The user is typing: the pending record waits for the input to be still again. */
  const postpone = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, RECORD_DELAY);
  }, [flush]);

  /** A parse the server recorded already (the Parse button): not sent again. */
  const recorded = useCallback((body: ParserBody) => {
    clearTimeout(timer.current);
    pending.current = null;
    sent.current = keyOf(body);
  }, []);

  useEffect(() => {
    if (movingOn) flush();
  }, [movingOn, flush]);

  // Leaving the page (another route unmounts it), hiding or closing the tab.
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useMemo(() => ({ offer, postpone, recorded, flush }), [offer, postpone, recorded, flush]);
}

/** The editor's highlighting for an input type; types without a grammar are plain text. */
export function languageOf(type: InputType | undefined): CodeLanguage {
  if (type === 'sql' || type === 'insert') return 'sql';
  if (type === 'json' || type === 'java') return type;
  return 'text';
}

/** The file picker's `accept` for the importable extensions. */
export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * Why a file cannot be imported (wrong extension, too large) as a message id and its values, or
 * null when it may be sent; checked before upload so the user is told at once.
 */
function importFileProblem(
  file: File,
): { id: string; values: Record<string, string | number> } | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(ext)) {
    return { id: 'text.import.type', values: { types: IMPORT_EXTENSIONS.join(', ') } };
  }
  if (file.size > IMPORT_MAX_BYTES) {
    return { id: 'text.import.size', values: { max: IMPORT_MAX_BYTES / 1024 / 1024 } };
  }
  return null;
}

/** A check of a picked file that tells the user why it cannot be imported; true when it can. */
export function useImportCheck(): (file: File) => boolean {
  const intl = useIntl();
  const { message } = useFeedback();
  return (file) => {
    const problem = importFileProblem(file);
    if (problem) message.error(intl.formatMessage({ id: problem.id }, problem.values));
    return !problem;
  };
}
