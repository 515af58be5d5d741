export interface EditorFallbackProps {
  placeholder?: string;
  height: number | string;
}

/**
 * What a lazily loaded CodeEditor shows until CodeMirror arrives: the editor's frame and its
 * placeholder, laid out as CodeMirror lays them out (gutter, line padding, wrapping), so the page
 * reads complete at once and does not move when the editor takes over. The app shell
 * (config/appShell.ts) paints the same markup. Kept apart from index.tsx, which imports CodeMirror.
 */
export default function EditorFallback({ placeholder, height }: EditorFallbackProps) {
  return (
    <div className="code-editor-fallback" style={{ height }} aria-hidden="true">
      <div className="code-editor-fallback-gutter">1</div>
      <div className="code-editor-fallback-content">
        <div className="code-editor-fallback-line">
          <span className="code-editor-fallback-placeholder">{placeholder}</span>
        </div>
      </div>
    </div>
  );
}
