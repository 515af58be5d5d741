import type { ValueTransformer } from 'typeorm';

/**
 * A yes/no kept in an integer column (0/1): one column type both drivers read back alike, where
 * `boolean` becomes tinyint(1) on MariaDB and an integer affinity on SQLite.
 */
export const flag: ValueTransformer = {
  to: (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0),
  from: (value: unknown) => value === 1 || value === true || value === '1',
};
