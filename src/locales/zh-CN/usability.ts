/** 带错误保存、登录提示、快速生成与设置的示例占位符。 */
export default {
  'template.save.errors.title': '该模板有 {count, plural, other {# 个错误}}，仍要保存吗？',
  'template.save.errors.body':
    '预览中标出了出错位置。在能正常渲染之前，生成时会列出它的错误而不是输出该文件。',
  'template.save.errors.ok': '仍然保存',
  'template.save.errors.saved':
    '已保存，但有 {count, plural, other {# 个错误}}：修正之前该文件不会生成代码。',
  'text.quick.ready': '已解析 {count, plural, other {# 张表}}：选择输出后点击“生成”。',
  'codeGenerate.settings.tablePrefixes.placeholder': '例如 t_、sys_（尚未设置）',
  'codeGenerate.settings.skipFields.placeholder': '例如 created_at、updated_at（尚未设置）',
  'login.codeSent': '验证码已发送至 {email}，{minutes, plural, other {# 分钟}}内有效。',
  'login.codeSent.reset':
    '如果 {email} 已注册，验证码已在路上，{minutes, plural, other {# 分钟}}内有效。',
};
