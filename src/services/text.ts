import { textCalls } from '@/contract/text';
import { bindCall, bindDownload } from './bind';

/** Service functions of feature `text`, one per call of src/contract/text.ts. */

/** Parse pasted text into tables and fields. */
export const parser = bindCall(textCalls.parser);

/** Parse free text into fields with an AI model. */
export const aiParser = bindCall(textCalls.aiParser);

/** Parse an uploaded file (SQL, JSON, CSV, Excel...). */
export const importFile = bindCall(textCalls.importFile);

/** Generate code from parsed tables. */
export const generateCode = bindCall(textCalls.generateCode);

/** Format SQL, JSON or code text. */
export const formatter = bindCall(textCalls.formatter);

/** Detect the input type (and SQL dialect) of a text. */
export const inputType = bindCall(textCalls.inputType);

/** Load the field list of a parsed table. */
export const loadFields = bindCall(textCalls.loadFields);

/** Check a text or file before parsing. */
export const check = bindCall(textCalls.check);

/** A page of the caller's parser runs. */
export const findParserLogPage = bindCall(textCalls.findParserLogPage);

/** Generate code and download it as a zip. */
export const exportZip = bindDownload(textCalls.exportZip);

/** An entity-relationship picture of tables (SVG, or PNG to download). */
export const diagram = bindDownload(textCalls.diagram);
