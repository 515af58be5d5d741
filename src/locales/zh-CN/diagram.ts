/** 文本工具与工作台的“关系图”标签页。 */
export default {
  'text.view.fields': '字段',
  'text.view.diagram': '关系图',
  'text.diagram.empty': '还没有可以绘制的表。',
  'text.diagram.tooMany': '{count} 张表太多，一张关系图最多 {max} 张。',
  'text.diagram.zoomIn': '放大',
  'text.diagram.zoomOut': '缩小',
  'text.diagram.fit': '适应窗口',
  'text.diagram.declared': '外键',
  'text.diagram.inferred': '由 *_id 列推测',
  'text.diagram.exportSvg': 'SVG',
  'text.diagram.exportPng': 'PNG',
  'text.diagram.label': '{count} 张表的实体关系图：拖动平移，滚轮缩放',
};
