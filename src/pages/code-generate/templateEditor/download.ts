/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a group name: no path separators or characters file systems reject. */
export function zipName(name: string) {
  const printable = [...name].filter((c) => c.charCodeAt(0) >= 32).join('');
  const safe = printable.replace(/[\\/:*?"<>|]+/g, '-').trim();
  return `${safe || 'templates'}.zip`;
}
