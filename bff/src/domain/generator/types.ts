import type {
  CodeLanguage,
  TemplateError,
  TemplateOption,
  TemplateScope,
} from '../../../../src/contract/template';
import type { GeneratedFile, GenerationSettings, Table } from '../../../../src/contract/text';

/**
 * The generator engine's input: a group flattened to its files. Each file's `path` is its folder
 * names and its own name joined with `/`, every segment a Liquid template
 * (`src/main/java/{{ settings.packagePath }}/entity/{{ table.className }}.java`).
 */
export interface TemplateFileSpec {
  /** Node id (a user file's id, or `builtin:<key>:<n>`); reported with errors and previews. */
  id: string;
  path: string;
  content: string;
  scope: TemplateScope;
  language: CodeLanguage;
}

export interface TemplateGroupSpec {
  id: string;
  name: string;
  options: TemplateOption[];
  files: TemplateFileSpec[];
}

export interface GenerateInput {
  group: TemplateGroupSpec;
  tables: Table[];
  /** Already validated (contract defaults applied); `date` filled by the caller when absent. */
  settings: GenerationSettings;
}

export interface RenderedFile extends GeneratedFile {
  nodeId: string;
}

/** Every file rendered that could be, and every error (file, line, column) of those that could not. */
export interface RenderOutcome {
  files: RenderedFile[];
  errors: (TemplateError & { nodeId: string })[];
}
