import { routes } from '@/contract/routes';
import { bindCall, bindDownload } from './bind';

/** Service functions of feature `text`, one per call of src/contract/text.ts. */

/** Parse pasted text into tables and fields. */
export const parser = bindCall(routes.text.parser);

/** Parse free text into fields with an AI model. */
export const aiParser = bindCall(routes.text.aiParser);

/** Parse an uploaded file (SQL, JSON, CSV, Excel...). */
export const importFile = bindCall(routes.text.importFile);

/** Generate code from parsed tables. */
export const generateCode = bindCall(routes.text.generateCode);

/** Format SQL, JSON or code text. */
export const formatter = bindCall(routes.text.formatter);

/** Detect the input type (and SQL dialect) of a text. */
export const inputType = bindCall(routes.text.inputType);

/** Load the field list of a parsed table. */
export const loadFields = bindCall(routes.text.loadFields);

/** Check a text or file before parsing. */
export const check = bindCall(routes.text.check);

/** A page of the caller's parser runs. */
export const findParserLogPage = bindCall(routes.text.findParserLogPage);

/** Generate code and download it as a zip. */
export const exportZip = bindDownload(routes.text.exportZip);

/** An entity-relationship picture of tables (SVG, or PNG to download). */
export const diagram = bindDownload(routes.text.diagram);
