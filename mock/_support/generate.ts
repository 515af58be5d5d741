import { Code } from '../../src/contract/core';
import type { GenerateBody, GeneratedFile, QuickGenerateBody } from '../../src/contract/text';
import {
  builtinGroupSpec,
  generate,
  resolveSettings,
  TemplateRenderError,
} from '../../bff/src/domain/generator';
import { quickTargetGroup } from '../../bff/src/domain/generator/quickTargets';
import type { MockResponse } from './http';

/** Umi loads every mock file as a table; helper modules export an empty one. */
export default {};

type Rendered =
  { files: GeneratedFile[] } | { status: number; code: number; message: string; data: unknown };

/**
 * The mocks render built-in groups with the real engine, as the BFF does (user groups live only in
 * the BFF's database, so any other id is unknown here). Template errors answer 422 like the BFF.
 */
export function renderBuiltin(body: GenerateBody): Rendered {
  if (body.templateId.startsWith('ai:')) {
    const message =
      'An AI generation has no template to run again; its files are in its history entry';
    return { status: 422, code: Code.VALIDATION, message, data: { templateId: message } };
  }
  const group = builtinGroupSpec(body.templateId);
  if (!group)
    return { status: 404, code: Code.NOT_FOUND, message: 'Template not found', data: null };
  return run(() =>
    generate({ group, tables: body.tables, settings: resolveSettings(group, body.settings) }),
  );
}

/** The text tool's quick outputs, from the same table of targets the BFF uses. */
export function renderQuick(body: QuickGenerateBody): Rendered {
  const { spec, options } = quickTargetGroup(body.target, body.dialect ?? 'mysql');
  const settings = resolveSettings(spec, {
    ...body.settings,
    options: { ...body.settings?.options, ...options },
  });
  return run(() => generate({ group: spec, tables: body.tables, settings }));
}

function run(render: () => GeneratedFile[]): Rendered {
  try {
    return { files: render() };
  } catch (error) {
    if (!(error instanceof TemplateRenderError)) throw error;
    const [first] = error.errors;
    const message = `${first.file}:${first.line}:${first.column}: ${first.message}`;
    return { status: 422, code: Code.VALIDATION, message, data: { errors: error.errors } };
  }
}

/** Writes a failed render as the BFF's error envelope; true when it did. */
export function answeredError(
  rendered: Rendered,
  res: MockResponse,
): rendered is Exclude<Rendered, { files: GeneratedFile[] }> {
  if ('files' in rendered) return false;
  res
    .status(rendered.status)
    .json({ code: rendered.code, message: rendered.message, data: rendered.data });
  return true;
}
