import type { AiModel } from '../../../src/contract/codeGenerate';
import type { Config } from '../config';

export class CodeGenerateService {
  constructor(private readonly config: Pick<Config, 'aiModels'>) {}

  /** The models of AI_MODELS, the first the default; empty when AI is not configured. */
  models(): AiModel[] {
    return this.config.aiModels.map((m) => ({ ...m }));
  }
}
