import { textCalls } from '../src/contract/text';
import {
  guessInputType,
  renderJava,
  sampleDdl,
  sampleParse,
  sampleTable,
} from './_support/fixtures';
import { hoursAgo, jsonMock, page, rawMock } from './_support/http';
import { zipStored } from './_support/zip';

function textOf(body: Record<string, unknown>): string {
  return typeof body.text === 'string' ? body.text : '';
}

/** JSON is pretty-printed for real; anything else comes back trimmed, as a formatter no-op. */
function format(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text.trim();
  }
}

const parserRuns = ['sql', 'json', 'java', 'csv', 'markdown'] as const;

export default {
  ...jsonMock(textCalls.parser, ({ body }) => ({
    ...sampleParse,
    inputType: body.inputType === 'auto' ? guessInputType(body.text) : body.inputType,
  })),
  ...jsonMock(textCalls.aiParser, () => ({
    inputType: 'plain' as const,
    tables: sampleParse.tables,
    diagnostics: [],
  })),
  ...jsonMock(textCalls.importFile, (_input, req) => {
    const file = req.files?.[0];
    const text = file ? file.buffer.toString('utf8') : sampleDdl;
    return { ...sampleParse, inputType: guessInputType(text) };
  }),
  ...jsonMock(textCalls.generateCode, ({ body }) => ({ files: renderJava(body.tables) })),
  ...jsonMock(textCalls.formatter, ({ body }) => ({ text: format(textOf(body)) })),
  ...jsonMock(textCalls.inputType, ({ body }) => {
    const inputType = guessInputType(textOf(body));
    return inputType === 'sql' || inputType === 'insert'
      ? { inputType, dialect: 'mysql' }
      : { inputType };
  }),
  ...jsonMock(textCalls.loadFields, () => ({ tables: [sampleTable] })),
  ...jsonMock(textCalls.check, ({ body }) => {
    const text = textOf(body);
    return { ok: true, inputType: guessInputType(text), length: text.length, warnings: [] };
  }),
  ...jsonMock(textCalls.findParserLogPage, ({ body }) =>
    page(body, 23, (n) => ({
      id: String(n),
      inputType: parserRuns[(n - 1) % parserRuns.length],
      tableCount: 1 + (n % 3),
      fieldCount: 4 + ((n * 5) % 17),
      preview: n % 2 ? 'CREATE TABLE user_account (...' : '{"id": 1, "email": "ada@example.com"...',
      createdAt: hoursAgo(n * 5),
    })),
  ),
  ...rawMock(textCalls.exportZip, ({ body }, res) => {
    const zip = zipStored(renderJava(body.tables));
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', 'attachment; filename="generated-code.zip"');
    res.setHeader('Content-Length', zip.length);
    res.end(zip);
  }),
};
