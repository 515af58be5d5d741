import type { Completion } from '@codemirror/autocomplete';
import { go } from '@codemirror/lang-go';
import { html } from '@codemirror/lang-html';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { liquid } from '@codemirror/lang-liquid';
import { markdown } from '@codemirror/lang-markdown';
import { python } from '@codemirror/lang-python';
import { sql } from '@codemirror/lang-sql';
import { xml } from '@codemirror/lang-xml';
import { yaml } from '@codemirror/lang-yaml';
import { LanguageSupport, StreamLanguage } from '@codemirror/language';
import { csharp, kotlin } from '@codemirror/legacy-modes/mode/clike';
import type { Extension } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import CodeMirror, { type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import { editableProps, editorBasics, goTo, useLintMarks } from '@/components/CodeEditor/common';
import type { CodeLanguage } from '@/contract/template';

/** A template error to mark (1-based line and column). */
export interface EditorMark {
  line: number;
  column: number;
  message: string;
}

export interface TemplateCodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** The language of the generated file: highlighted under the Liquid tags. */
  language: CodeLanguage;
  /** Highlight `{{ }}` / `{% %}` (templates); off for rendered output. */
  liquid?: boolean;
  marks?: EditorMark[];
  readOnly?: boolean;
  height?: string;
  /** Ctrl/Cmd+S. */
  onSave?: () => void;
  /** Completions after `{{ ` and `| `. */
  variables?: readonly Completion[];
  filters?: readonly Completion[];
  'aria-label'?: string;
}

export interface TemplateCodeEditorHandle {
  /** Inserts text at the cursor (replacing the selection) and focuses the editor. */
  insert(text: string): void;
  /** Moves the cursor to a 1-based line and column. */
  goTo(line: number, column?: number): void;
}

function baseLanguage(language: CodeLanguage): LanguageSupport | undefined {
  switch (language) {
    case 'java':
      return java();
    case 'xml':
      return xml();
    case 'kotlin':
      return new LanguageSupport(StreamLanguage.define(kotlin));
    case 'csharp':
      return new LanguageSupport(StreamLanguage.define(csharp));
    case 'typescript':
      return javascript({ typescript: true });
    case 'tsx':
      return javascript({ typescript: true, jsx: true });
    case 'javascript':
      return javascript();
    case 'vue':
      return html();
    case 'sql':
      return sql();
    case 'go':
      return go();
    case 'python':
      return python();
    case 'json':
      return json();
    case 'yaml':
      return yaml();
    case 'markdown':
      return markdown();
    default:
      return undefined;
  }
}

/**
 * CodeMirror for template files: Liquid tags highlighted over the file's own language (Java,
 * TypeScript, XML ...), template errors as lint marks, Ctrl/Cmd+S to save. Loaded lazily with the
 * template route, like every CodeMirror language.
 */
const TemplateCodeEditor = forwardRef<TemplateCodeEditorHandle, TemplateCodeEditorProps>(
  function TemplateCodeEditor(
    {
      value,
      onChange,
      language,
      liquid: withLiquid = true,
      marks,
      readOnly,
      height = '420px',
      onSave,
      variables,
      filters,
      'aria-label': ariaLabel,
    },
    ref,
  ) {
    const cm = useRef<ReactCodeMirrorRef>(null);
    const save = useRef(onSave);
    save.current = onSave;
    const hasSave = Boolean(onSave);

    const extensions = useMemo(() => {
      const base = baseLanguage(language);
      const lang: Extension[] = withLiquid
        ? [liquid({ ...(base ? { base } : {}), variables, filters })]
        : base
          ? [base]
          : [];
      return [
        ...lang,
        ...editorBasics(ariaLabel),
        ...(hasSave
          ? [
              keymap.of([
                {
                  key: 'Mod-s',
                  preventDefault: true,
                  run: () => {
                    save.current?.();
                    return true;
                  },
                },
              ]),
            ]
          : []),
      ];
    }, [language, withLiquid, variables, filters, ariaLabel, hasSave]);

    useLintMarks(cm, marks, value);

    useImperativeHandle(ref, () => ({
      insert(text) {
        const view = cm.current?.view;
        if (!view || readOnly) return;
        const { from, to } = view.state.selection.main;
        view.dispatch({
          changes: { from, to, insert: text },
          selection: { anchor: from + text.length },
          scrollIntoView: true,
        });
        view.focus();
      },
      goTo: (line, column) => goTo(cm.current?.view, line, column),
    }));

    return (
      <CodeMirror
        ref={cm}
        value={value}
        onChange={onChange}
        extensions={extensions}
        {...editableProps(readOnly)}
        height={height}
      />
    );
  },
);

export default TemplateCodeEditor;
