import { routes } from '@/contract/routes';
import { bindCall, bindDownload } from './bind';

/** Service functions of feature `template`, one per call of src/contract/template.ts. */

/** The template groups the caller can use (built-in and own). */
export const findAll = bindCall(routes.template.findAll);

/** A searchable page of template groups. */
export const findList = bindCall(routes.template.findList);

/** The folder and file tree of a template group. */
export const findTree = bindCall(routes.template.findTree);

/** One template group or file. */
export const get = bindCall(routes.template.get);

/** Create a template group. */
export const create = bindCall(routes.template.create);

/** Save a template group (rename, description...). */
export const update = bindCall(routes.template.update);

/** Delete a template group. */
export const remove = bindCall(routes.template.remove);

/** Create or save a file or folder in a template tree. */
export const saveFile = bindCall(routes.template.saveFile);

/** Delete a file or folder of a template tree. */
export const delFile = bindCall(routes.template.delFile);

/** Copy a file, folder or whole group. */
export const copyFile = bindCall(routes.template.copyFile);

/** Render a group (with unsaved edits) over the sample table; errors at their line. */
export const preview = bindCall(routes.template.preview);

/** Propose a Liquid template from one example file, rendered back over its table (AI, charged). */
export const aiFromExample = bindCall(routes.template.aiFromExample);

/** Download a group as a zip. */
export const exportZip = bindDownload(routes.template.exportZip);

/** Create an own group from a zip (FormData with `file`). */
export const importZip = bindCall(routes.template.importZip);
