import { go } from '@codemirror/lang-go';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { markdown } from '@codemirror/lang-markdown';
import { python } from '@codemirror/lang-python';
import { MSSQL, MySQL, PLSQL, PostgreSQL, SQLite, StandardSQL, sql } from '@codemirror/lang-sql';
import { xml } from '@codemirror/lang-xml';
import { yaml } from '@codemirror/lang-yaml';
import { StreamLanguage } from '@codemirror/language';
import { csharp, kotlin } from '@codemirror/legacy-modes/mode/clike';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';

export interface CodeViewerProps {
  value: string;
  /** A generated file's `language` (java, xml, kotlin, typescript, tsx, vue, sql, go ...). */
  language: string;
  /** SQL dialect, for keyword highlighting of DDL. */
  dialect?: string;
  height?: string;
  'aria-label'?: string;
}

const sqlDialects: Record<string, Parameters<typeof sql>[0]> = {
  mysql: { dialect: MySQL },
  postgresql: { dialect: PostgreSQL },
  sqlserver: { dialect: MSSQL },
  oracle: { dialect: PLSQL },
  sqlite: { dialect: SQLite },
};

/** The highlighting for a generated file's language; unknown languages are shown as plain text. */
export function viewerLanguage(language: string, dialect?: string): Extension[] {
  switch (language) {
    case 'java':
      return [java()];
    case 'xml':
      return [xml()];
    case 'typescript':
      return [javascript({ typescript: true })];
    case 'tsx':
      return [javascript({ typescript: true, jsx: true })];
    case 'javascript':
      return [javascript()];
    // A Vue SFC is markup with a script block; JSX highlights both well enough for reading.
    case 'vue':
      return [javascript({ typescript: true, jsx: true })];
    case 'sql':
      return [sql(sqlDialects[dialect ?? ''] ?? { dialect: StandardSQL })];
    case 'go':
      return [go()];
    case 'python':
      return [python()];
    case 'kotlin':
      return [StreamLanguage.define(kotlin)];
    case 'csharp':
      return [StreamLanguage.define(csharp)];
    case 'json':
      return [json()];
    case 'yaml':
      return [yaml()];
    case 'markdown':
      return [markdown()];
    default:
      return [];
  }
}

/** Read-only CodeMirror for generated code; import it with React.lazy to keep it in route chunks. */
export default function CodeViewer({
  value,
  language,
  dialect,
  height = '480px',
  'aria-label': ariaLabel,
}: CodeViewerProps) {
  const extensions = useMemo(
    () => [
      ...viewerLanguage(language, dialect),
      EditorView.contentAttributes.of({ 'aria-label': ariaLabel ?? '', 'aria-readonly': 'true' }),
    ],
    [language, dialect, ariaLabel],
  );
  return (
    <CodeMirror
      value={value}
      extensions={extensions}
      readOnly
      height={height}
      basicSetup={{
        foldGutter: true,
        highlightActiveLine: false,
        highlightActiveLineGutter: false,
      }}
    />
  );
}
