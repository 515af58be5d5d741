import { templateCalls } from '@/contract/template';
import { bindCall, bindDownload } from './bind';

/** Service functions of feature `template`, one per call of src/contract/template.ts. */

/** The template groups the caller can use (built-in and own). */
export const findAll = bindCall(templateCalls.findAll);

/** A searchable page of template groups. */
export const findList = bindCall(templateCalls.findList);

/** The folder and file tree of a template group. */
export const findTree = bindCall(templateCalls.findTree);

/** One template group or file. */
export const get = bindCall(templateCalls.get);

/** Create a template group. */
export const create = bindCall(templateCalls.create);

/** Save a template group (rename, description...). */
export const update = bindCall(templateCalls.update);

/** Delete a template group. */
export const remove = bindCall(templateCalls.remove);

/** Create or save a file or folder in a template tree. */
export const saveFile = bindCall(templateCalls.saveFile);

/** Delete a file or folder of a template tree. */
export const delFile = bindCall(templateCalls.delFile);

/** Copy a file, folder or whole group. */
export const copyFile = bindCall(templateCalls.copyFile);

/** Render a group (with unsaved edits) over the sample table; errors at their line. */
export const preview = bindCall(templateCalls.preview);

/** Propose a Liquid template from one example file, rendered back over its table (AI, charged). */
export const aiFromExample = bindCall(templateCalls.aiFromExample);

/** Download a group as a zip. */
export const exportZip = bindDownload(templateCalls.exportZip);

/** Create an own group from a zip (FormData with `file`). */
export const importZip = bindCall(templateCalls.importZip);
