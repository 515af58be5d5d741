import { codeGenerateCalls } from '@/contract/codeGenerate';
import { bindCall, bindStream } from './bind';

/** Service functions of feature `codeGenerate`, one per call of src/contract/codeGenerate.ts. */

/** Render a template group over tables. */
export const generateCode = bindCall(codeGenerateCalls.generateCode);

/** Load the field lists the generator works on. */
export const loadFields = bindCall(codeGenerateCalls.loadFields);

/** Generate API code (controllers, clients) from tables. */
export const generateApi = bindCall(codeGenerateCalls.generateApi);

/** Generate code with an AI model, streamed as server-sent events. */
export const aiGenerate = bindStream(codeGenerateCalls.aiGenerate);

/** The AI models the operator configured. */
export const models = bindCall(codeGenerateCalls.models);

/** The caller's AI allowance: calls left today, VIP balance (zeros when anonymous). */
export const aiUsage = bindCall(codeGenerateCalls.aiUsage);

/** A page of the caller's own recorded AI calls. */
export const aiCallPage = bindCall(codeGenerateCalls.aiCallPage);

/** The generation settings record. */
export const setting = bindCall(codeGenerateCalls.setting);

/** A page of the caller's generations. */
export const findLogPage = bindCall(codeGenerateCalls.findLogPage);

/** Save the caller's generation defaults. */
export const saveSetting = bindCall(codeGenerateCalls.saveSetting);
