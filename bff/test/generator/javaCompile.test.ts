/**
 * The built-in Java groups generate code that compiles: every table of every SQL file in the
 * shared corpus (plus a file of odd names: reserved words, leading digits, non-ASCII, comment
 * terminators, no primary key, key-only tables, framework class names) is rendered with each
 * group under its default options and the alternatives (Lombok off, java.util.Date, primitives,
 * record / Lombok styles), and each group + option set is compiled with ONE javac 17 call against
 * Debian's Spring, Lombok, jakarta.validation and Jackson jars plus the API stubs in
 * test/fixtures/java-stubs. The MyBatis mapper XML is parsed with the JDK's XML parser and its
 * statements checked against the mapper interfaces. The nested order document (JSON, Java classes,
 * TypeScript interfaces) adds tables with object and list fields. The Kotlin group cannot be
 * compiled here (no kotlinc); its output is checked for shape only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GeneratedFile, Table } from '../../../src/contract/text';
import { generate, resolveSettings } from '../../src/domain/generator';
import {
  findTemplatesDir,
  readBuiltinGroup,
  type BuiltinGroup,
} from '../../src/domain/generator/builtin';
import { parse } from '../../src/domain/parser';
import { corpusFiles, readCorpus } from '../parser/corpus';
import { nestedInputs } from './corpusGroups';

const JAVA_DIR = '/usr/share/java';
const CLASSPATH = [
  'lombok.jar',
  'spring3-web.jar',
  'spring3-context.jar',
  'spring3-beans.jar',
  'spring3-core.jar',
  'jakarta-validation-api.jar',
  'jackson-annotations.jar',
  'jackson-core.jar',
  'jackson-databind.jar',
].map((jar) => path.join(JAVA_DIR, jar));
const STUBS_DIR = path.resolve(__dirname, '../fixtures/java-stubs');
const XML_CHECK = path.resolve(__dirname, '../fixtures/java-xml-check/XmlCheck.java');
const ODD_TABLES = path.resolve(__dirname, '../fixtures/java-odd-tables.sql');

type Options = Record<string, boolean | string>;

interface OptionSet {
  label: string;
  options: Options;
  /** Whether the output uses Lombok (its annotation processor is skipped otherwise: faster). */
  lombok: boolean;
}

interface JavaGroup {
  key: string;
  optionSets: OptionSet[];
  /** Groups whose mapper XML is checked against the mapper interfaces. */
  mapperXml?: 'crud' | 'resultMapOnly';
}

const WITHOUT_EXTRAS: Options = {
  lombok: false,
  dateType: 'date',
  wrapperTypes: false,
  springdoc: false,
  validation: false,
};

const JAVA_GROUPS: JavaGroup[] = [
  {
    key: 'spring-boot-mybatis-plus',
    mapperXml: 'resultMapOnly',
    optionSets: [
      { label: 'defaults', options: {}, lombok: true },
      {
        label: 'no Lombok, Date, primitives, no springdoc/validation, SQL Server',
        options: { ...WITHOUT_EXTRAS, dialect: 'sqlserver' },
        lombok: false,
      },
    ],
  },
  {
    key: 'spring-boot-mybatis',
    mapperXml: 'crud',
    optionSets: [
      { label: 'defaults', options: {}, lombok: true },
      {
        label: 'no Lombok, Date, primitives, no springdoc/validation, PostgreSQL',
        options: { ...WITHOUT_EXTRAS, dialect: 'postgresql' },
        lombok: false,
      },
    ],
  },
  {
    key: 'spring-data-jpa',
    optionSets: [
      { label: 'defaults', options: {}, lombok: true },
      {
        label: 'no Lombok, Date, primitives, no springdoc/validation',
        options: WITHOUT_EXTRAS,
        lombok: false,
      },
    ],
  },
  {
    key: 'java-pojo',
    optionSets: [
      { label: 'getters and setters', options: {}, lombok: false },
      { label: 'Lombok, Date', options: { style: 'lombok', dateType: 'date' }, lombok: true },
      {
        label: 'record, primitives',
        options: { style: 'record', wrapperTypes: false },
        lombok: false,
      },
      {
        label: 'getters and setters, Date, primitives',
        options: { dateType: 'date', wrapperTypes: false },
        lombok: false,
      },
    ],
  },
];

interface Source {
  name: string;
  basePackage: string;
  moduleName: string;
  tables: Table[];
}

/**
 * Each corpus SQL file under its own package (the chinook variants share class names), then the
 * nested order document as JSON, Java classes and TypeScript interfaces (object and list fields).
 */
function loadSources(): Source[] {
  const files = corpusFiles('sql').map((file) => ({
    file,
    tables: parse(readCorpus(file)).tables,
  }));
  files.push({ file: 'odd-tables.sql', tables: parse(fs.readFileSync(ODD_TABLES, 'utf8')).tables });
  files.push(...nestedInputs());
  return files.map(({ file, tables }, index) => {
    const slug = file
      .replace(/\.(sql|txt)$/, '')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .toLowerCase();
    const odd = file === 'odd-tables.sql';
    return {
      name: file,
      basePackage: `org.corpus.c${index}_${slug}`,
      // The odd file also exercises a module (settings.package = basePackage.module).
      moduleName: odd ? 'sys' : '',
      tables,
    };
  });
}

interface Rendered {
  root: string;
  javaFiles: string[];
  xmlFiles: string[];
  files: { source: Source; file: GeneratedFile }[];
}

/** Read with the loader's own reader, so a sibling group in progress cannot break this test. */
function builtinGroup(key: string): BuiltinGroup {
  const dir = findTemplatesDir();
  if (!dir) throw new Error('bff/templates not found');
  return readBuiltinGroup(path.join(dir, key), key);
}

function renderAll(key: string, options: Options, sources: Source[], root: string): Rendered {
  const group = builtinGroup(key);
  const out: Rendered = { root, javaFiles: [], xmlFiles: [], files: [] };
  sources.forEach((source, index) => {
    const settings = resolveSettings(group, {
      basePackage: source.basePackage,
      moduleName: source.moduleName,
      author: 'Compile */ Test \\u002a/',
      date: '2024-01-02',
      options,
    });
    for (const file of generate({ group, tables: source.tables, settings })) {
      // Resources of different corpus files share paths (mapper/XMapper.xml): one folder each.
      const target = path.join(root, String(index), file.path);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, file.content);
      if (target.endsWith('.java')) out.javaFiles.push(target);
      if (target.endsWith('.xml')) out.xmlFiles.push(target);
      out.files.push({ source, file });
    }
  });
  return out;
}

interface RunResult {
  status: number | null;
  output: string;
}

function run(command: string, args: string[]): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * Tests wait for compilations queued in beforeAll (about 90 s in all on two idle cores; the first
 * test waits for the first queued javac, which took over 300 s on a machine shared with other jobs).
 */
const COMPILE_TIMEOUT = 600_000;

const JVM_FAST_START = ['-J-XX:TieredStopAtLevel=1', '-J-XX:+UseSerialGC', '-J-Xshare:auto'];

function listJava(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.java'))
    .map((f) => path.join(dir, f));
}

/** One javac call: the stubs and every generated file; the argument list goes in an @file. */
async function javac(
  rendered: Rendered,
  lombok: boolean,
): Promise<RunResult & { classes: number }> {
  const classes = path.join(rendered.root, 'classes');
  const argFile = path.join(rendered.root, 'javac.args');
  const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const args = [
    '--release',
    '17',
    '-encoding',
    'UTF-8',
    '-nowarn',
    '-Xmaxerrs',
    '200',
    '-g:none',
    '-implicit:none',
    '-d',
    classes,
    '-cp',
    CLASSPATH.join(path.delimiter),
    ...(lombok ? ['-processorpath', path.join(JAVA_DIR, 'lombok.jar')] : ['-proc:none']),
    ...listJava(STUBS_DIR),
    ...rendered.javaFiles,
  ];
  fs.writeFileSync(argFile, args.map(quote).join('\n'));
  const result = await run('javac', [...JVM_FAST_START, `@${argFile}`]);
  const count = fs.existsSync(classes)
    ? fs
        .readdirSync(classes, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.class')).length
    : 0;
  return { ...result, classes: count };
}

/** Runs at most `limit` jobs at once (2 cores: one javac each). */
function limited(limit: number): <T>(job: () => Promise<T>) => Promise<T> {
  let active = 0;
  const queue: (() => void)[] = [];
  const next = () => {
    if (active >= limit || queue.length === 0) return;
    active++;
    queue.shift()!();
  };
  return <T>(job: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => {
        job()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          });
      });
      next();
    });
}

const javaAvailable =
  CLASSPATH.every((jar) => fs.existsSync(jar)) &&
  process.env.PATH?.split(path.delimiter).some((dir) => fs.existsSync(path.join(dir, 'javac')));

let workDir = '';
let sources: Source[] = [];
const results = new Map<
  string,
  Promise<{ rendered: Rendered; compiled: RunResult & { classes: number } }>
>();

let xmlChecker: Promise<string> = Promise.resolve('');

describe('generated Java, compiled over the corpus', () => {
  beforeAll(() => {
    if (!javaAvailable) {
      throw new Error(
        'javac 17 and the Debian jars are needed: apt-get install -y openjdk-17-jdk-headless liblombok-java ' +
          'libspring-web-java libspring-context-java libjakarta-validation-api-java libjackson2-annotations-java libjackson2-databind-java',
      );
    }
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'java-compile-'));
    sources = loadSources();
    const slot = limited(2);
    xmlChecker = slot(async () => {
      const dir = path.join(workDir, 'xml-check');
      const compiled = await run('javac', [...JVM_FAST_START, '-d', dir, XML_CHECK]);
      if (compiled.status !== 0)
        throw new Error(`XmlCheck.java does not compile:\n${compiled.output}`);
      return dir;
    });
    xmlChecker.catch(() => undefined);
    for (const group of JAVA_GROUPS) {
      group.optionSets.forEach((set, index) => {
        const root = path.join(workDir, `${group.key}-${index}`);
        // Rendering is synchronous; queue it with its javac so the two cores stay busy.
        const result = slot(async () => {
          const rendered = renderAll(group.key, set.options, sources, root);
          return { rendered, compiled: await javac(rendered, set.lombok) };
        });
        // Each test awaits its own result; until then a failure must not count as unhandled.
        result.catch(() => undefined);
        results.set(`${group.key}#${index}`, result);
      });
    }
  });

  afterAll(() => {
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  const tableCount = () => sources.reduce((n, s) => n + s.tables.length, 0);

  describe.each(JAVA_GROUPS)('built-in group $key', (group) => {
    it.each(group.optionSets.map((set, index) => ({ ...set, index })))(
      'compiles with javac 17 over the corpus ($label)',
      async ({ index, options }) => {
        const { rendered, compiled } = await results.get(`${group.key}#${index}`)!;
        const spec = builtinGroup(group.key);
        const perTable = spec.files.filter((f) => f.scope === 'table').length;
        expect(rendered.files.length).toBeGreaterThanOrEqual(perTable * tableCount());
        if (compiled.status !== 0) {
          throw new Error(
            `javac failed for ${group.key} ${JSON.stringify(options)} (${rendered.javaFiles.length} files):\n` +
              compiled.output.slice(0, 20_000),
          );
        }
        // One class at least per generated file, besides the stubs'.
        expect(compiled.classes).toBeGreaterThan(rendered.javaFiles.length);
        console.log(
          `${group.key} ${JSON.stringify(options)}: ${sources.length} SQL files, ${tableCount()} tables, ` +
            `${rendered.javaFiles.length} Java files, ${compiled.classes} classes (with stubs)`,
        );
      },
      COMPILE_TIMEOUT,
    );

    if (group.mapperXml) {
      it.each(group.optionSets.map((set, index) => ({ ...set, index })))(
        'renders well-formed mapper XML bound to its mapper interface ($label)',
        async ({ index }) => {
          const { rendered } = await results.get(`${group.key}#${index}`)!;
          expect(rendered.xmlFiles.length).toBe(tableCount());
          const checker = await xmlChecker;
          const checked = await run('java', [
            '-XX:TieredStopAtLevel=1',
            '-cp',
            checker,
            'XmlCheck',
            ...rendered.xmlFiles,
          ]);
          if (checked.status !== 0) throw new Error(`Malformed mapper XML:\n${checked.output}`);
          const lines = checked.output.trim().split('\n');
          expect(lines).toHaveLength(rendered.xmlFiles.length);
          for (const line of lines) {
            const [xmlPath, root, namespace, ids] = line.split('\t');
            expect(root).toBe('mapper');
            // namespace = the mapper interface, rendered in the same source folder.
            const sourceRoot = path.join(
              rendered.root,
              path.relative(rendered.root, xmlPath).split(path.sep)[0],
            );
            const javaPath =
              path.join(sourceRoot, 'src/main/java', ...namespace.split('.')) + '.java';
            expect(fs.existsSync(javaPath)).toBe(true);
            const statements = ids ? ids.split(',').sort() : [];
            if (group.mapperXml === 'crud') {
              const methods = [
                ...fs
                  .readFileSync(javaPath, 'utf8')
                  .matchAll(/\b(selectById|selectList|insert|update|deleteById)\(/g),
              ].map((m) => m[1]);
              expect(statements).toEqual(methods.sort());
              expect(statements).toEqual(expect.arrayContaining(['insert', 'selectList']));
            } else {
              expect(statements).toEqual([]);
            }
          }
        },
        COMPILE_TIMEOUT,
      );
    }
  });
});

describe('what the Java output says about the columns', () => {
  const render = (key: string, options: Options = {}) => {
    const group = builtinGroup(key);
    const tables = parse(fs.readFileSync(ODD_TABLES, 'utf8')).tables;
    const settings = resolveSettings(group, {
      basePackage: 'org.acme',
      date: '2024-01-02',
      options,
    });
    const files = generate({ group, tables, settings });
    return (suffix: string) => {
      const file = files.find((f) => f.path.endsWith(suffix));
      if (!file) throw new Error(`No ${suffix} in ${files.map((f) => f.path).join(', ')}`);
      return file.content;
    };
  };

  it('MyBatis-Plus: auto-increment key, DTO constraints from NOT NULL and length, composite and missing keys', () => {
    const out = render('spring-boot-mybatis-plus');
    expect(out('entity/_2faToken.java')).toContain('@TableId(value = "id", type = IdType.AUTO)');
    const dto = out('dto/_2faTokenDTO.java');
    expect(dto).not.toMatch(/private Long id;/);
    expect(dto).toMatch(/@NotBlank\s+@Size\(max = 8\)\s+private String code;/);
    expect(dto).toMatch(/@NotNull\s+private Integer userId;/);
    expect(dto).toMatch(/\s+private LocalDate expiresAt;/);
    expect(dto).not.toMatch(/@NotNull\s+private LocalDate expiresAt;/);
    const composite = out('controller/IdClassController.java');
    expect(composite).toContain('@GetMapping("/{a}/{b}")');
    const keyless = out('controller/ClassController.java');
    expect(keyless).toContain('@PostMapping');
    expect(keyless).not.toContain('@GetMapping("/');
    // The comment cannot end the Javadoc early.
    expect(out('entity/Class.java')).toContain('ends a comment *&#47; and has &#92;u000a');
  });

  it('JPA: identity key, composite @IdClass, every column as the id of a keyless table', () => {
    const out = render('spring-data-jpa');
    expect(out('entity/_2faToken.java')).toMatch(
      /@Id\s+@GeneratedValue\(strategy = GenerationType.IDENTITY\)\s+@Column\(name = "id", nullable = false\)/,
    );
    expect(out('entity/IdClass.java')).toContain(
      '@jakarta.persistence.IdClass(IdClass.IdClassId.class)',
    );
    expect(out('repository/IdClassRepository.java')).toContain(
      'JpaRepository<IdClass, IdClass.IdClassId>',
    );
    expect(out('entity/Class.java')).toContain('@IdClass(Class.ClassId.class)');
  });

  it('MyBatis: generated key on insert, dynamic update, no update for a key-only table', () => {
    const out = render('spring-boot-mybatis', { dialect: 'mysql' });
    const xml = out('mapper/_2faTokenMapper.xml');
    expect(xml).toContain('useGeneratedKeys="true" keyProperty="id" keyColumn="id"');
    expect(xml).toContain('INSERT INTO `2fa_token` (`user id`, `code`, `expires-at`)');
    expect(xml).toMatch(/<set>\s+<if test="userId != null">`user id` = #\{userId\},<\/if>/);
    expect(out('mapper/OnlyKeyMapper.xml')).not.toContain('<update');
  });
});

describe('built-in group kotlin-data-class', () => {
  it('renders one well-formed data class per table (not compiled: no kotlinc here)', () => {
    const group = builtinGroup('kotlin-data-class');
    const all = loadSources();
    for (const source of all) {
      const settings = resolveSettings(group, {
        basePackage: source.basePackage,
        moduleName: source.moduleName,
        date: '2024-01-02',
      });
      const files = generate({ group, tables: source.tables, settings });
      expect(files).toHaveLength(source.tables.length);
      files.forEach((file) => {
        const table = source.tables.find((t) => file.path.endsWith(`/${t.className}.kt`));
        expect(table).toBeDefined();
        expect(file.content).toMatch(
          new RegExp(`^package ${source.basePackage.replace(/\./g, '\\.')}`, 'm'),
        );
        expect(file.content).toContain(`data class ${table!.className}(`);
        // Block comments are closed (Kotlin nests them) and brackets balance.
        const code = file.content
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
        expect(code).not.toContain('/*');
        expect(code).not.toContain('*/');
        for (const [open, close] of [
          ['(', ')'],
          ['{', '}'],
        ]) {
          expect(code.split(open).length).toBe(code.split(close).length);
        }
      });
    }
  });
});
