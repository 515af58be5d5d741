import { routes } from '@/contract/routes';
import { bindCall, bindStream } from './bind';

/** Service functions of feature `codeGenerate`, one per call of src/contract/codeGenerate.ts. */

/** Render a template group over tables. */
export const generateCode = bindCall(routes.codeGenerate.generateCode);

/** Load the field lists the generator works on. */
export const loadFields = bindCall(routes.codeGenerate.loadFields);

/** Generate API code (controllers, clients) from tables. */
export const generateApi = bindCall(routes.codeGenerate.generateApi);

/** Generate code with an AI model, streamed as server-sent events. */
export const aiGenerate = bindStream(routes.codeGenerate.aiGenerate);

/** The AI models the operator configured. */
export const models = bindCall(routes.codeGenerate.models);

/** The caller's AI allowance: calls left today, VIP balance (zeros when anonymous). */
export const aiUsage = bindCall(routes.codeGenerate.aiUsage);

/** A page of the caller's own recorded AI calls. */
export const aiCallPage = bindCall(routes.codeGenerate.aiCallPage);

/** The generation settings record. */
export const setting = bindCall(routes.codeGenerate.setting);

/** A page of the caller's generations. */
export const findLogPage = bindCall(routes.codeGenerate.findLogPage);

/** Save the caller's generation defaults. */
export const saveSetting = bindCall(routes.codeGenerate.saveSetting);
