import {
  forwardRef,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type CodeEditor from './index';
import type { CodeEditorHandle, CodeEditorProps } from './index';

type Editor = typeof CodeEditor;

let loading: Promise<Editor> | undefined;
let loaded: Editor | undefined;

/**
 * Starts loading CodeMirror (once for every input editor of the app). A failed load is forgotten,
 * so the next reach for the editor tries again; the plain text area keeps working meanwhile.
 */
export function loadCodeEditor(): Promise<Editor> {
  loading ??= import('./index').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A 1-based line and column as an offset into the text, clamped to it. */
export function textOffset(text: string, line: number, column = 1): number {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start);
    if (next < 0) break;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  return Math.min(start + Math.max(column - 1, 0), end < 0 ? text.length : end);
}

/** The text area's selection, as CodeMirror's anchor and head. */
function selectionOf(area: HTMLTextAreaElement): { anchor: number; head: number } {
  const { selectionStart: start, selectionEnd: end, selectionDirection } = area;
  return selectionDirection === 'backward'
    ? { anchor: end, head: start }
    : { anchor: start, head: end };
}

/**
 * The editor for what the user pastes or types. CodeMirror is a fifth of a tool page's JavaScript
 * and its longest start-up task on a phone, and an empty editor has nothing to highlight, so until
 * the user reaches for the editor (pointer over or on it, focus) or there is text or a problem to
 * show, this is a plain text area in CodeMirror's frame (as the app shell paints it), already working:
 * typing, pasting, Ctrl/Cmd+Enter. CodeMirror, once loaded, is made hidden beside the text area,
 * which keeps the keys until CodeMirror's view exists; then, in one task, the text area goes and
 * CodeMirror shows with its selection and, if it had it, the focus: no keystroke falls between.
 */
const InputEditor = forwardRef<CodeEditorHandle, CodeEditorProps>(function InputEditor(props, ref) {
  const { value, onChange, onSubmit, placeholder, readOnly, diagnostics, height = '420px' } = props;
  const [Editor, setEditor] = useState<Editor | undefined>(() => loaded);
  const [ready, setReady] = useState(() => loaded !== undefined);
  const area = useRef<HTMLTextAreaElement>(null);
  const editor = useRef<CodeEditorHandle>(null);
  // The text area's selection when CodeMirror took over while it had the focus.
  const handover = useRef<{ anchor: number; head: number }>();

  const load = useCallback(() => {
    loadCodeEditor().then(
      (loadedEditor) => setEditor(() => loadedEditor),
      () => undefined,
    );
  }, []);

  const hasContent = value !== '' || (diagnostics?.length ?? 0) > 0;
  useEffect(() => {
    if (hasContent && !Editor) load();
  }, [hasContent, Editor, load]);

  // An input method's composition (Chinese, Japanese...) in the text area is not cut short: the
  // change waits for its end.
  const composing = useRef(false);
  const waiting = useRef(false);
  const takeOver = useCallback(() => {
    waiting.current = false;
    const textArea = area.current;
    if (textArea && document.activeElement === textArea) handover.current = selectionOf(textArea);
    setReady(true);
  }, []);
  const onReady = useCallback(() => {
    if (composing.current) waiting.current = true;
    else takeOver();
  }, [takeOver]);

  useLayoutEffect(() => {
    const carried = handover.current;
    if (!ready || !carried) return;
    handover.current = undefined;
    editor.current?.focusAt(carried.anchor, carried.head);
  }, [ready]);

  useImperativeHandle(ref, () => {
    // Before CodeMirror: the text area gets the selection and focus, and CodeMirror carries them on.
    const selectPlain = (anchor: number, head: number) => {
      const textArea = area.current;
      if (!textArea) return;
      textArea.focus();
      textArea.setSelectionRange(
        Math.min(anchor, head),
        Math.max(anchor, head),
        anchor > head ? 'backward' : 'forward',
      );
      load();
    };
    return {
      goTo(line, column) {
        if (ready) editor.current?.goTo(line, column);
        else {
          const offset = textOffset(value, line, column);
          selectPlain(offset, offset);
        }
      },
      focusAt(anchor, head) {
        if (ready) editor.current?.focusAt(anchor, head);
        else selectPlain(anchor, head);
      },
    };
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && onSubmit) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <>
      {Editor && (
        <div hidden={!ready}>
          <Editor ref={editor} {...props} onReady={onReady} />
        </div>
      )}
      {!ready && (
        <div
          className="code-editor-fallback code-editor-plain"
          style={{ height }}
          onPointerEnter={load}
          onPointerDown={load}
        >
          <div className="code-editor-fallback-gutter" aria-hidden="true">
            1
          </div>
          <textarea
            ref={area}
            className="code-editor-plain-text"
            aria-label={props['aria-label']}
            placeholder={placeholder}
            value={value}
            readOnly={readOnly}
            onChange={(event) => onChange?.(event.target.value)}
            onFocus={load}
            onKeyDown={onKeyDown}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={() => {
              composing.current = false;
              // After the input event that some browsers send after this one, unless another
              // composition has begun by then (its end will take over instead).
              if (waiting.current)
                setTimeout(() => {
                  if (!composing.current) takeOver();
                });
            }}
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            autoCorrect="off"
          />
        </div>
      )}
    </>
  );
});

export default InputEditor;
