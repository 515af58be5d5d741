/**
 * Every foreign key the corpus scripts declare is on the field list, pointing at a real table and
 * column of the same script. The count is the script's own: one per REFERENCES, times the columns
 * of a composite key (the corpus has none).
 */
import { parse } from '../../src/domain/parser';
import { corpusFiles, readCorpus } from './corpus';

/** Chinook's eleven relations, the same in every dialect but for how names are spelled. */
const CHINOOK = [
  'album.artistid -> artist.artistid',
  'customer.supportrepid -> employee.employeeid',
  'employee.reportsto -> employee.employeeid',
  'invoice.customerid -> customer.customerid',
  'invoiceline.invoiceid -> invoice.invoiceid',
  'invoiceline.trackid -> track.trackid',
  'playlisttrack.playlistid -> playlist.playlistid',
  'playlisttrack.trackid -> track.trackid',
  'track.albumid -> album.albumid',
  'track.genreid -> genre.genreid',
  'track.mediatypeid -> mediatype.mediatypeid',
];

const flat = (name: string) => name.toLowerCase().replace(/_/g, '');

describe.each(corpusFiles('sql').map((f) => [f]))('%s', (file) => {
  const text = readCorpus(file);
  const result = parse(text);
  const keys = result.tables.flatMap((t) =>
    t.fields.flatMap((f) => (f.foreignKey ? [{ table: t.tableName, field: f }] : [])),
  );

  it('has a foreign key for every REFERENCES of the script', () => {
    const declared = text.replace(/--[^\n]*/g, '').match(/\bREFERENCES\b/gi) ?? [];
    expect(keys).toHaveLength(declared.length);
  });

  it('points every foreign key at a table and column of the script', () => {
    for (const { field } of keys) {
      const fk = field.foreignKey;
      const target = result.tables.find((t) => t.tableName === fk?.table);
      expect(target?.fields.map((f) => f.columnName)).toContain(fk?.column);
    }
  });

  if (file.startsWith('chinook.')) {
    it('has the eleven Chinook relations', () => {
      const seen = keys.map(
        ({ table, field }) =>
          `${flat(table)}.${flat(field.columnName)} -> ${flat(field.foreignKey?.table ?? '')}.${flat(field.foreignKey?.column ?? '')}`,
      );
      expect(seen.sort()).toEqual(CHINOOK);
    });
  }
});
