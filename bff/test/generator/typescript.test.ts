import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { corpusTables, renderBuiltin, slug, tempDir, writeFiles } from './corpusGroups';

/**
 * The TypeScript groups' output over every corpus table must pass `tsc --strict` against the
 * project's react, antd and dayjs types. Vue and Element Plus are not installed, so each page's
 * `<script setup lang="ts">` block is checked against a small shim of the APIs it uses.
 */
const NODE_MODULES = path.resolve(__dirname, '../../../node_modules');

const VUE_SHIM = `
declare module 'vue' {
  export interface Ref<T> { value: T }
  export interface ComputedRef<T> { readonly value: T }
  export function ref<T>(value: T): Ref<T>;
  export function ref<T>(): Ref<T | undefined>;
  export function reactive<T extends object>(value: T): T;
  export function computed<T>(getter: () => T): ComputedRef<T>;
  export function onMounted(hook: () => unknown): void;
}
declare module 'element-plus' {
  export const ElMessage: { success(message: string): void; error(message: string): void };
  export const ElMessageBox: {
    confirm(message: string, title: string, options?: { type?: 'warning' | 'info' | 'error' | 'success' }): Promise<unknown>;
  };
  export interface FormInstance { validate(): Promise<boolean>; clearValidate(): void }
  export interface FormItemRule { required?: boolean; max?: number; message?: string; trigger?: string }
  export type FormRules = Record<string, FormItemRule[]>;
}
`;

function compile(rootNames: string[]): string[] {
  const program = ts.createProgram(rootNames, {
    strict: true,
    // Generated code should not carry imports or helpers it does not use.
    noUnusedLocals: true,
    noUnusedParameters: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    esModuleInterop: true,
    skipLibCheck: true,
    types: [],
    typeRoots: [path.join(NODE_MODULES, '@types')],
    baseUrl: NODE_MODULES,
    paths: { '*': [path.join(NODE_MODULES, '@types', '*'), path.join(NODE_MODULES, '*')] },
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: `
      : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}

// JSON is one of the globals Vue templates may use
const NOT_BINDINGS = new Set(['row', 'true', 'false', 'null', 'undefined', 'JSON']);

/** The top-level names a Vue template's bindings and mustaches read (`openEdit(row)` → openEdit). */
function templateNames(sfc: string): string[] {
  const template = /<template>([\s\S]*)<\/template>/.exec(sfc)?.[1] ?? '';
  const expressions = [
    ...[...template.matchAll(/\s(?:[@:][\w:.-]+|v-[\w:.-]+)="([^"]*)"/g)].map((m) => m[1]),
    ...[...template.matchAll(/\{\{([\s\S]*?)\}\}/g)].map((m) => m[1]),
  ];
  const names = new Set<string>();
  for (const expression of expressions) {
    const code = expression.replace(/'[^']*'/g, "''");
    for (const m of code.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)/g)) {
      if (!NOT_BINDINGS.has(m[1])) names.add(m[1]);
    }
  }
  return [...names].sort();
}

const corpus = corpusTables();

describe('TypeScript groups compile with tsc --strict over the corpus', () => {
  it('typescript-react-antd: types, services and antd pages', () => {
    const root = tempDir('ts-react');
    const roots: string[] = [];
    for (const { file, tables } of corpus) {
      const files = renderBuiltin('typescript-react-antd', tables);
      expect(files.filter((f) => f.path.endsWith('.tsx'))).toHaveLength(tables.length);
      roots.push(...writeFiles(root, slug(file), files));
    }
    expect(compile(roots)).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('vue3-element-plus: types, API modules and each page script', () => {
    const root = tempDir('vue');
    const roots: string[] = [path.join(root, 'shims.d.ts')];
    fs.writeFileSync(roots[0], VUE_SHIM);
    for (const { file, tables } of corpus) {
      const files = renderBuiltin('vue3-element-plus', tables);
      const pages = files.filter((f) => f.path.endsWith('.vue'));
      expect(pages).toHaveLength(tables.length);
      roots.push(...writeFiles(root, slug(file), files).filter((p) => p.endsWith('.ts')));
      for (const page of pages) {
        const script = /<script setup lang="ts">\n([\s\S]*?)<\/script>/.exec(page.content);
        expect(script).not.toBeNull();
        expect(page.content).toMatch(
          /<template>[\s\S]*<el-table[\s\S]*<el-pagination[\s\S]*<el-dialog[\s\S]*<\/template>\s*$/,
        );
        const target = path.join(root, slug(file), `${page.path}.ts`);
        // What the template binds must exist in the script, and the script must need nothing else.
        fs.writeFileSync(
          target,
          `${script?.[1] ?? ''}\nvoid [${templateNames(page.content).join(', ')}];\n`,
        );
        roots.push(target);
      }
    }
    expect(compile(roots)).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
