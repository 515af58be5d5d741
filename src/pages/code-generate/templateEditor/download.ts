/** A file name from a group name: no path separators or characters file systems reject. */
export function zipName(name: string) {
  const printable = [...name].filter((c) => c.charCodeAt(0) >= 32).join('');
  const safe = printable.replace(/[\\/:*?"<>|]+/g, '-').trim();
  return `${safe || 'templates'}.zip`;
}
