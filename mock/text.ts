import { format as formatSql, type SqlLanguage } from 'sql-formatter';
import { Code } from '../src/contract/core';
import {
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  type InputType,
  type ParseResult,
  type ParserLogDetail,
  type SqlDialect,
  textCalls,
} from '../src/contract/text';
import { checkTables, checkText } from '../bff/src/domain/check';
import { diagramFileName, renderDiagram } from '../bff/src/domain/diagram';
import { decodeText, parse, parseFile, parseTextFile } from '../bff/src/domain/parser';
import { detectInputType } from '../bff/src/domain/parser/detect';
import { mockCharge } from './_support/ai';
import { sampleDdl, sampleParse } from './_support/fixtures';
import { answeredError, renderBuiltin, renderQuick } from './_support/generate';
import {
  hoursAgo,
  jsonMock,
  mockKey,
  type MockRequest,
  type MockResponse,
  ok,
  page,
  rawMock,
} from './_support/http';
import { generationZipName, toZip } from '../bff/src/domain/generator';

/**
 * The text tool runs the real parser, detector and checker of the BFF, so mock-only development
 * sees real tables and diagnostics. The mock keeps no history of its own (the same request must
 * get the same answer): parses answer `historyId: null`, and the history is a fixed list of real
 * parses of sample inputs. Diagrams are drawn by the BFF's engine too (layout, SVG, PNG).
 */

const SQL_LANGUAGES: Record<SqlDialect, SqlLanguage> = {
  mysql: 'mysql',
  postgresql: 'postgresql',
  sqlserver: 'transactsql',
  oracle: 'plsql',
  sqlite: 'sqlite',
  db2: 'db2',
};

const historyInputs: { text: string; fileName: string | null }[] = [
  { text: sampleDdl, fileName: null },
  {
    text: '{"id": 1, "email": "ada@example.com", "tags": ["admin"], "createdAt": "2026-01-31T12:00:00Z"}',
    fileName: 'user.json',
  },
  {
    text: 'public class Order {\n  private Long id;\n  private String orderNo;\n  private java.math.BigDecimal total;\n}',
    fileName: null,
  },
  { text: 'id,name,email,created_at\n1,Ada,ada@example.com,2026-01-31\n', fileName: 'people.csv' },
  {
    text: '| Column | Type | Comment |\n| --- | --- | --- |\n| id | bigint | primary key |\n| title | varchar(64) | title |',
    fileName: null,
  },
];

/** Newest first: entry 1 is the most recent, a new one every five hours. */
const history: ParserLogDetail[] = Array.from({ length: 23 }, (_, i) => {
  const input = historyInputs[i % historyInputs.length];
  const result = parse(input.text);
  return {
    id: i + 1,
    inputType: result.inputType,
    dialect: result.dialect ?? null,
    source: input.fileName ? 'file' : 'paste',
    fileName: input.fileName,
    tableNames: result.tables.map((t) => t.tableName),
    tableCount: result.tables.length,
    fieldCount: result.tables.reduce((n, t) => n + t.fields.length, 0),
    textLength: input.text.length,
    createdAt: hoursAgo((i + 1) * 5),
    text: input.text,
    tables: result.tables,
    diagnostics: result.diagnostics,
  };
});

function fail(res: MockResponse, status: number, code: number, message: string, field?: string) {
  res.status(status).json({ code, message, data: field ? { [field]: message } : null });
}

export default {
  ...jsonMock(textCalls.parser, ({ body }) => {
    const { text, ...options } = body;
    return { ...parse(text, options), historyId: null };
  }),
  // The mock "model" reads what the plain-text parser can and answers the sample table otherwise.
  ...jsonMock(textCalls.aiParser, ({ body }) => {
    const { tables } = parse(body.text, { inputType: 'plain' });
    return {
      inputType: 'plain' as const,
      tables: tables.length ? tables : sampleParse.tables,
      diagnostics: [],
      historyId: null,
      ai: mockCharge(body.model),
    };
  }),
  // Multer has the file in memory. Text files are parsed at once (the contract check calls mocks
  // synchronously); a workbook goes through the engine's asynchronous Excel reader.
  [mockKey(textCalls.importFile)]: (req: MockRequest, res: MockResponse) => {
    const file = req.files?.[0];
    const fields = (req.body ?? {}) as { inputType?: InputType; dialect?: SqlDialect };
    const options = { inputType: fields.inputType || 'auto', dialect: fields.dialect || undefined };
    const invalid = (message: string) => fail(res, 422, Code.VALIDATION, message, 'file');
    if (!file) return invalid('Please choose a file');
    const { originalname: fileName, buffer } = file;
    const answer = (result: ParseResult) =>
      res.status(200).json(ok({ ...result, historyId: null, fileName }));
    const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
    if (!(IMPORT_EXTENSIONS as readonly string[]).includes(ext)) {
      return invalid(
        `Only these file types can be imported: ${IMPORT_EXTENSIONS.map((e) => `.${e}`).join(', ')}`,
      );
    }
    if (file.size === 0) return invalid('The file is empty');
    if (file.size > IMPORT_MAX_BYTES) {
      return invalid(`The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB`);
    }
    const text = ext === 'xlsx' ? null : decodeText(buffer);
    if (text === null) return void parseFile(fileName, buffer, options).then(answer);
    return answer(parseTextFile(fileName, text, options));
  },
  ...rawMock(textCalls.generateCode, ({ body }, res) => {
    const rendered = renderQuick(body);
    if (!answeredError(rendered, res)) {
      res.status(200).json(ok({ files: rendered.files, historyId: null }));
    }
  }),
  ...rawMock(textCalls.formatter, ({ body }, res) => {
    try {
      const text =
        body.language === 'json'
          ? `${JSON.stringify(JSON.parse(body.text), null, 2)}\n`
          : body.language === 'sql'
            ? formatSql(body.text, {
                language: SQL_LANGUAGES[body.dialect ?? 'mysql'],
                keywordCase: 'upper',
              })
            : // Prettier's Java plugin is asynchronous; the mock answers Java as written.
              body.text;
      res.status(200).json(ok({ text }));
    } catch (error) {
      fail(res, 422, Code.VALIDATION, (error as Error).message, 'text');
    }
  }),
  ...jsonMock(textCalls.inputType, ({ body }) => {
    const { inputType, dialect } = detectInputType(body.text);
    return dialect ? { inputType, dialect } : { inputType };
  }),
  ...rawMock(textCalls.loadFields, ({ body }, res) => {
    const entry = history.find((h) => h.id === body.id);
    if (entry) res.status(200).json(ok(entry));
    else fail(res, 404, Code.NOT_FOUND, 'Parse history entry not found');
  }),
  ...jsonMock(textCalls.check, ({ body }) => ({
    problems:
      body.tables !== undefined
        ? checkTables(body.tables, body.dialect)
        : checkText(body.text ?? '', { inputType: body.inputType, dialect: body.dialect }),
  })),
  ...jsonMock(textCalls.findParserLogPage, ({ body }) =>
    page(body, history.length, (n) => {
      const {
        text: _text,
        tables: _tables,
        diagnostics: _diagnostics,
        ...summary
      } = history[n - 1];
      return summary;
    }),
  ),
  ...rawMock(textCalls.exportZip, ({ body }, res) => {
    const rendered = renderBuiltin(body);
    if (answeredError(rendered, res)) return;
    const zip = Buffer.from(toZip(rendered.files));
    const name = generationZipName(
      body.tables[0]?.tableName,
      body.templateId.replace(/^builtin:/, ''),
    );
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Content-Length', zip.length);
    res.end(zip);
  }),
  ...rawMock(textCalls.diagram, ({ body }, res) => {
    renderDiagram(body.tables, body.format).then(
      (image) => {
        res.status(200);
        res.setHeader('Content-Type', image.contentType);
        res.setHeader(
          'Content-Disposition',
          `inline; filename="${diagramFileName(body.tables, body.format)}"`,
        );
        res.setHeader('Content-Length', image.body.length);
        res.end(image.body);
      },
      (error: unknown) => {
        res.status(500);
        res.json({ code: Code.SERVER_ERROR, message: String(error) });
      },
    );
  }),
};
