import type enUS from '../en-US/inquiry';

/** 软件开发咨询表单（/software-dev）与管理员的咨询列表。 */
const inquiry: Record<keyof typeof enUS, string> = {
  'menu.inquiryAdmin': '项目咨询',

  'inquiry.field.name': '姓名',
  'inquiry.field.email': '邮箱',
  'inquiry.field.company': '公司',
  'inquiry.field.budget': '预算',
  'inquiry.field.timeline': '时间安排',
  'inquiry.field.description': '需求描述',
  'inquiry.field.attachments': '附件',
  'inquiry.descriptionHint': '要做什么、给谁用、已有哪些基础（技术栈、数据库、表的数量）。',
  'inquiry.attachmentsHint':
    '最多 3 个文件，每个不超过 5 MB：PDF、Word、Excel、PowerPoint、OpenDocument、图片、zip 或纯文本。',
  'inquiry.upload': '添加附件',
  'inquiry.submit': '发送咨询',
  'inquiry.sent.title': '谢谢，你的咨询已发送',
  'inquiry.sent.desc': '确认邮件已发往 {email}。每条咨询我们都会回复，通常在两个工作日内。',
  'inquiry.sent.again': '再发一条咨询',
  'inquiry.budget.under-5k': '5,000 美元以下',
  'inquiry.budget.5k-20k': '5,000 – 20,000 美元',
  'inquiry.budget.20k-50k': '20,000 – 50,000 美元',
  'inquiry.budget.over-50k': '50,000 美元以上',
  'inquiry.budget.unsure': '暂不确定',
  'inquiry.timeline.asap': '越快越好',
  'inquiry.timeline.1-3-months': '1 – 3 个月内',
  'inquiry.timeline.3-6-months': '3 – 6 个月内',
  'inquiry.timeline.flexible': '时间灵活',
  'inquiry.status.new': '新咨询',
  'inquiry.status.contacted': '已联系',
  'inquiry.status.quoted': '已报价',
  'inquiry.status.won': '已成交',
  'inquiry.status.lost': '未成交',
  'inquiry.status.closed': '已关闭',

  'inquiryAdmin.title': '项目咨询',
  'inquiryAdmin.description': '来自 /software-dev 的软件开发咨询：查看、邮件回复并记录进展状态。',
  'inquiryAdmin.search': '姓名、邮箱、公司或内容',
  'inquiryAdmin.status': '状态',
  'inquiryAdmin.col.date': '收到时间',
  'inquiryAdmin.col.from': '来自',
  'inquiryAdmin.col.budget': '预算',
  'inquiryAdmin.col.timeline': '时间安排',
  'inquiryAdmin.col.status': '状态',
  'inquiryAdmin.details': '详情',
  'inquiryAdmin.visitor': '访客（未登录）',
  'inquiryAdmin.account': '账号',
  'inquiryAdmin.reply': '邮件回复',
  'inquiryAdmin.none': '无',
};

export default inquiry;
