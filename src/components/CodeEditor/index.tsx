import { java } from '@codemirror/lang-java';
import { json } from '@codemirror/lang-json';
import { MSSQL, MySQL, PLSQL, PostgreSQL, SQLite, StandardSQL, sql } from '@codemirror/lang-sql';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import {
  editableProps,
  editorBasics,
  type EditorDiagnostic,
  focusAt,
  goTo,
  useLintMarks,
} from './common';

export type CodeLanguage = 'sql' | 'json' | 'java' | 'text';

export type { EditorDiagnostic } from './common';

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
  /** Called once CodeMirror's view exists (it is made in an effect after the first render). */
  onReady?: () => void;
}

export interface CodeEditorHandle {
  /** Moves the cursor to a 1-based line and column and scrolls it into view. */
  goTo(line: number, column?: number): void;
  /** Focuses the editor with the selection from anchor to head (document offsets). */
  focusAt(anchor: number, head: number): void;
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
    onReady,
  },
  ref,
) {
  const cm = useRef<ReactCodeMirrorRef>(null);
  const submit = useRef(onSubmit);
  submit.current = onSubmit;

  const extensions = useMemo(
    () => [
      ...languageExtension(language, dialect),
      ...editorBasics(ariaLabel),
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

  useLintMarks(cm, diagnostics, value);

  useImperativeHandle(ref, () => ({
    goTo: (line, column) => goTo(cm.current?.view, line, column),
    focusAt: (anchor, head) => focusAt(cm.current?.view, anchor, head),
  }));

  return (
    <CodeMirror
      ref={cm}
      value={value}
      onChange={onChange}
      extensions={extensions}
      {...editableProps(readOnly)}
      placeholder={placeholder}
      height={height}
      onCreateEditor={onReady}
    />
  );
});

export default CodeEditor;
