import { useState, type DragEvent, type ReactNode } from 'react';
import styles from './DropZone.less';

export interface DropZoneProps {
  /** The file types taken, as an input's `accept` lists extensions (`.sql,.json`). */
  accept: string;
  /** The first dropped file of an accepted type. */
  onFile: (file: File) => void;
  children: ReactNode;
}

/** Whether a file's name ends with one of the listed extensions, ignoring case. */
export function acceptsFile(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .some((type) => type.startsWith('.') && name.endsWith(type));
}

/**
 * An area that takes a dropped file, drawn as antd's Upload.Dragger was: the text tool used the
 * Dragger only for its drop (it never opened the file dialog nor uploaded), so its upload list,
 * progress bar and their code are not needed. Files of other types are ignored, as the Dragger
 * ignored them.
 */
export default function DropZone({ accept, onFile, children }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = [...event.dataTransfer.files].find((f) => acceptsFile(f, accept));
    if (file) onFile(file);
  };
  return (
    <div
      className={over ? `${styles.zone} ${styles.over}` : styles.zone}
      onDragOver={(event) => {
        // Without this the browser opens the file instead of dropping it here.
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <div className={styles.inner}>
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
