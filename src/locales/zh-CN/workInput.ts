import type enUS from '../en-US/workInput';

/** 浏览器中保存的草稿，以及字段表格的列选择和手机卡片。 */
const workInput: Record<keyof typeof enUS, string> = {
  'draft.found':
    '此浏览器中保存了 {time} 未保存的内容：{chars, plural, =0 {没有输入} other {# 个字符的输入}}，{tables, plural, =0 {没有表} other {# 张表}}。',
  'draft.paused': '在你选择之前，新的编辑不会保存为草稿。',
  'draft.restore': '恢复',
  'draft.discard': '丢弃',
  'draft.restored': '草稿已恢复。',
  'fieldGrid.columns': '列',
  'fieldGrid.columns.label': '选择要显示的列',
  'fieldGrid.columns.reset': '只显示常用列',
  'fieldGrid.scrollHint': '右侧还有更多列：请横向滚动。',
  'fieldGrid.field': '字段 {n}',
  'fieldGrid.more': '更多',
  'fieldGrid.less': '收起',
};

export default workInput;
