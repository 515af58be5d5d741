export * from './types';
export {
  buildContext,
  buildFieldContext,
  buildTableContext,
  FIELD_KINDS,
  type FieldContext,
  type FieldKind,
  type RenderContext,
  type SettingsContext,
  type TableContext,
} from './context';
export { GENERATOR_FILTERS, GENERATOR_FILTER_NAMES } from './filters';
export { javaDoc, javaString } from './javaText';
export {
  autoIncrementFor,
  columnDefinitionFor,
  columnTypeFor,
  defaultValueFor,
  DDL_DIALECTS,
  quoteIdent,
  type DdlDialect,
} from './sqlDialect';
export {
  generate,
  MAX_OUTPUT_CHARS,
  normalizePath,
  RENDER_LIMITS,
  renderGroup,
  TemplateRenderError,
  type LocatedError,
} from './render';
export { resolveSettings, sampleTables, todayUtc } from './settings';
export {
  builtinGroupSpec,
  clearBuiltinGroupCache,
  listBuiltinGroups,
  loadBuiltinGroups,
  type BuiltinGroup,
} from './builtin';
export {
  closeRenderPool,
  DEFAULT_RENDER_TIMEOUT_MS,
  RenderPool,
  RenderPoolBusyError,
  renderInPool,
  type RenderPoolOptions,
} from './pool';
export { generationZipName, sanitizeZipPath, toZip, uniqueZipPaths, type ZipEntry } from './zip';
