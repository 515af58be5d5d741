import { cloneElement, useRef, type ReactElement } from 'react';

export interface FileButtonProps {
  /** The file types offered by the dialog (the input's `accept`). */
  accept: string;
  /** The chosen file; choosing the same file again calls it again. */
  onFile: (file: File) => void;
  /** The button that opens the file dialog. */
  children: ReactElement<{ onClick?: () => void }>;
}

/**
 * A button that opens the browser's file dialog and hands over the chosen file. What the tool
 * pages used antd's Upload for (`beforeUpload` returning false: nothing was ever uploaded by it),
 * without Upload's list, progress bar and their code. The wrapper keeps Upload's inline-block box.
 */
export default function FileButton({ accept, onFile, children }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div style={{ display: 'inline-block' }}>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that picking the same file again is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {cloneElement(children, { onClick: () => input.current?.click() })}
    </div>
  );
}
