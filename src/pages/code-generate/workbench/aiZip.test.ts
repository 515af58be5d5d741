import { strFromU8, unzipSync } from 'fflate';
import { exampleGenerateBody } from '@/contract/text';
import { aiFilesZip, aiZipName } from './aiZip';

/** jsdom's Blob has no arrayBuffer(); FileReader reads it. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

test('the AI files are zipped under their paths', async () => {
  const blob = await aiFilesZip([
    { path: 'src/main/java/User.java', content: 'class User {}', language: 'java' },
    { path: 'README.md', content: '# Users', language: 'markdown' },
  ]);
  expect(blob.type).toBe('application/zip');
  const entries = unzipSync(await bytesOf(blob));
  expect(Object.keys(entries).sort()).toEqual(['README.md', 'src/main/java/User.java']);
  expect(strFromU8(entries['src/main/java/User.java'])).toBe('class User {}');
});

test('the zip is named after the one table, or "tables"', () => {
  const [table] = exampleGenerateBody.tables;
  expect(aiZipName([table])).toBe(`${table.tableName}-ai.zip`);
  expect(aiZipName([table, table])).toBe('tables-ai.zip');
});
