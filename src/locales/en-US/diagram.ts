/** The "Diagram" tab of the text tool and the workbench. */
export default {
  'text.view.fields': 'Fields',
  'text.view.diagram': 'Diagram',
  'text.diagram.empty': 'No tables to draw yet.',
  'text.diagram.tooMany':
    '{count, plural, one {# table is} other {# tables are}} too many for one diagram (at most {max}).',
  'text.diagram.zoomIn': 'Zoom in',
  'text.diagram.zoomOut': 'Zoom out',
  'text.diagram.fit': 'Fit to view',
  'text.diagram.declared': 'foreign key',
  'text.diagram.inferred': 'guessed from a *_id column',
  'text.diagram.exportSvg': 'SVG',
  'text.diagram.exportPng': 'PNG',
  'text.diagram.label':
    'Entity-relationship diagram of {count, plural, one {# table} other {# tables}}: drag to pan, scroll to zoom',
};
