import { java } from '@codemirror/lang-java';
import { json } from '@codemirror/lang-json';
import { MSSQL, MySQL, PLSQL, PostgreSQL, SQLite, StandardSQL, sql } from '@codemirror/lang-sql';
import { type Diagnostic as LintDiagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef } from 'react';

export type CodeLanguage = 'sql' | 'json' | 'java' | 'text';

/** A problem to mark in the text (1-based line and column, as the parser reports them). */
export interface EditorDiagnostic {
  line: number;
  column: number;
  message: string;
  severity?: 'error' | 'warning' | 'info';
}

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  language?: CodeLanguage;
  /** SQL dialect for keyword highlighting (mysql, postgresql, sqlserver, oracle, sqlite, db2). */
  dialect?: string;
  diagnostics?: EditorDiagnostic[];
  readOnly?: boolean;
  placeholder?: string;
  height?: string;
  /** Ctrl/Cmd+Enter. */
  onSubmit?: () => void;
  'aria-label'?: string;
}

export interface CodeEditorHandle {
  /** Moves the cursor to a 1-based line and column and scrolls it into view. */
  goTo(line: number, column?: number): void;
}

const dialects: Record<string, Parameters<typeof sql>[0]> = {
  mysql: { dialect: MySQL },
  postgresql: { dialect: PostgreSQL },
  sqlserver: { dialect: MSSQL },
  oracle: { dialect: PLSQL },
  sqlite: { dialect: SQLite },
  db2: { dialect: StandardSQL },
};

function languageExtension(language: CodeLanguage, dialect?: string): Extension[] {
  if (language === 'sql') return [sql(dialects[dialect ?? ''] ?? { dialect: StandardSQL })];
  if (language === 'json') return [json()];
  if (language === 'java') return [java()];
  return [];
}

/** Converts a 1-based line/column to a document offset, clamped to the document. */
function offsetOf(view: EditorView, line: number, column: number) {
  const doc = view.state.doc;
  const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(l.from + Math.max(column - 1, 0), l.to);
}

/** CodeMirror 6 with SQL/JSON/Java highlighting and diagnostics as lint marks; generic for any page. */
const CodeEditor = forwardRef<CodeEditorHandle, CodeEditorProps>(function CodeEditor(
  {
    value,
    onChange,
    language = 'text',
    dialect,
    diagnostics,
    readOnly,
    placeholder,
    height = '420px',
    onSubmit,
    'aria-label': ariaLabel,
  },
  ref,
) {
  const cm = useRef<ReactCodeMirrorRef>(null);
  const submit = useRef(onSubmit);
  submit.current = onSubmit;

  const extensions = useMemo(
    () => [
      ...languageExtension(language, dialect),
      lintGutter(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': ariaLabel ?? '' }),
      EditorView.domEventHandlers({
        keydown: (event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && submit.current) {
            event.preventDefault();
            submit.current();
            return true;
          }
          return false;
        },
      }),
    ],
    [language, dialect, ariaLabel],
  );

  useEffect(() => {
    const view = cm.current?.view;
    if (!view) return;
    const marks: LintDiagnostic[] = (diagnostics ?? []).map((d) => {
      const from = offsetOf(view, d.line, d.column);
      const lineEnd = view.state.doc.lineAt(from).to;
      return {
        from,
        to: Math.max(from, lineEnd),
        severity: d.severity ?? 'error',
        message: d.message,
      };
    });
    view.dispatch(setDiagnostics(view.state, marks));
  }, [diagnostics, value]);

  useImperativeHandle(ref, () => ({
    goTo(line, column = 1) {
      const view = cm.current?.view;
      if (!view) return;
      const pos = offsetOf(view, line, column);
      view.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
      view.focus();
    },
  }));

  return (
    <CodeMirror
      ref={cm}
      value={value}
      onChange={onChange}
      extensions={extensions}
      readOnly={readOnly}
      editable={!readOnly}
      placeholder={placeholder}
      height={height}
      basicSetup={{ foldGutter: true, highlightActiveLine: !readOnly }}
    />
  );
});

export default CodeEditor;
