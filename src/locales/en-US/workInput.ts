/** Drafts kept in the browser, and the field grid's column choice and phone cards. */
export default {
  'draft.found':
    'Unsaved work from {time} is kept in this browser: {chars, plural, =0 {no input} one {# character of input} other {# characters of input}} and {tables, plural, =0 {no tables} one {# table} other {# tables}}.',
  'draft.paused': 'Until you choose, new edits are not kept as a draft.',
  'draft.restore': 'Restore',
  'draft.discard': 'Discard',
  'draft.restored': 'Your draft is back.',
  'fieldGrid.columns': 'Columns',
  'fieldGrid.columns.label': 'Choose the columns to show',
  'fieldGrid.columns.reset': 'Most used only',
  'fieldGrid.scrollHint': 'More columns to the right: scroll sideways.',
  'fieldGrid.field': 'Field {n}',
  'fieldGrid.more': 'More',
  'fieldGrid.less': 'Less',
};
