import type { Field } from '../../../src/contract/text';
import { toPropertyName } from './naming';
import type { RawField } from './parser/types';

/** A column known only by its name: no type or size, nullable, no key, default or comment. */
export function rawField(columnName: string, over: Partial<RawField> = {}): RawField {
  return {
    columnName,
    sqlType: '',
    length: null,
    precision: null,
    scale: null,
    nullable: true,
    primaryKey: false,
    autoIncrement: false,
    unique: false,
    defaultValue: null,
    comment: '',
    ...over,
  };
}

/** A finished field for the column: the property name derived, no Java or TS type unless given. */
export function makeField(columnName: string, over: Partial<Field> = {}): Field {
  return {
    ...rawField(columnName),
    propertyName: toPropertyName(columnName),
    javaType: '',
    tsType: '',
    ...over,
  };
}
