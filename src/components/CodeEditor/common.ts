import { type Diagnostic as LintDiagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import type { ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { type RefObject, useEffect } from 'react';

/** A problem to mark in the text (1-based line and column, as the parser and renderer report them). */
export interface EditorDiagnostic {
  line: number;
  column: number;
  message: string;
  severity?: 'error' | 'warning' | 'info';
}

/** Converts a 1-based line/column to a document offset, clamped to the document. */
export function offsetOf(view: EditorView, line: number, column: number): number {
  const doc = view.state.doc;
  const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(l.from + Math.max(column - 1, 0), l.to);
}

/** What every editor has: the lint gutter, wrapped lines and an accessible name. */
export function editorBasics(ariaLabel: string | undefined): Extension[] {
  return [
    lintGutter(),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ 'aria-label': ariaLabel ?? '' }),
  ];
}

/**
 * Shows the problems as lint marks, each from its position to the end of its line; set again when
 * the text changes, as an edit clears them.
 */
export function useLintMarks(
  cm: RefObject<ReactCodeMirrorRef>,
  problems: EditorDiagnostic[] | undefined,
  value: string,
): void {
  useEffect(() => {
    const view = cm.current?.view;
    if (!view) return;
    const marks: LintDiagnostic[] = (problems ?? []).map((p) => {
      const from = offsetOf(view, p.line, p.column);
      return {
        from,
        to: Math.max(from, view.state.doc.lineAt(from).to),
        severity: p.severity ?? 'error',
        message: p.message,
      };
    });
    view.dispatch(setDiagnostics(view.state, marks));
  }, [cm, problems, value]);
}

/** A read-only editor takes no input and does not highlight the cursor's line; both fold code. */
export function editableProps(readOnly: boolean | undefined) {
  return {
    readOnly,
    editable: !readOnly,
    basicSetup: { foldGutter: true, highlightActiveLine: !readOnly },
  };
}

/** Moves the cursor to a 1-based line and column, scrolls it into view and focuses the editor. */
export function goTo(view: EditorView | undefined, line: number, column = 1): void {
  if (!view) return;
  view.dispatch({ selection: { anchor: offsetOf(view, line, column) }, scrollIntoView: true });
  view.focus();
}

/** Selects from anchor to head (clamped to the document), scrolls it into view and focuses. */
export function focusAt(view: EditorView | undefined, anchor: number, head: number): void {
  if (!view) return;
  const clamp = (offset: number) => Math.min(Math.max(offset, 0), view.state.doc.length);
  view.dispatch({
    selection: { anchor: clamp(anchor), head: clamp(head) },
    scrollIntoView: true,
  });
  view.focus();
}
