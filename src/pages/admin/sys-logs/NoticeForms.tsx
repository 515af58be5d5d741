import { Button, Card, Form, Input, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import { Code, type Envelope } from '@/contract/basics';
import type { CreateMessageBody, CreateTipBody } from '@/contract/admin';
import type { Tip } from '@/contract/home';
import type { RootState } from '@/models/rootState';
import { showFieldErrors } from '@/utils/forms';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import styles from './index.less';
import { type Translate, useT } from '@/hooks/useT';

const titleRules = (t: Translate): Rule[] => [
  { required: true, whitespace: true, message: t('form.title.required') },
  { max: 100, message: t('form.title.max') },
];

const contentRules = (t: Translate, max: number): Rule[] => [
  { required: true, whitespace: true, message: t('form.content.required') },
  { max, message: t('form.content.max', { max }) },
];

/** Empty optional inputs are left out of the body (the contract treats absent as "none"). */
const optional = (value: string | undefined) => value?.trim() || undefined;

function MessageForm() {
  const t = useT();
  const { message } = useFeedback();
  const [form] = Form.useForm<CreateMessageBody>();
  const dispatchEffect = useEffectDispatch();
  const sending = useSelector(
    (state: RootState) => state.loading.effects['admin/createMessage'] ?? false,
  );

  const submit = async (values: CreateMessageBody) => {
    const res = await dispatchEffect<Envelope<{ sent: number }>>('admin/createMessage', {
      title: values.title.trim(),
      content: values.content.trim(),
      email: optional(values.email),
    });
    if (res.code === Code.OK) {
      form.resetFields();
      void message.success(t('admin.message.sent', { count: res.data?.sent ?? 0 }));
    } else showFieldErrors(form, res);
  };

  return (
    <Card title={t('admin.message.title')} className={styles.card}>
      <Typography.Paragraph type="secondary">{t('admin.message.description')}</Typography.Paragraph>
      <Form
        name="message"
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={submit}
        aria-label={t('admin.message.title')}
      >
        <Form.Item name="title" label={t('form.title')} rules={titleRules(t)}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="content" label={t('form.content')} rules={contentRules(t, 5000)}>
          <Input.TextArea rows={5} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('admin.message.email')}
          rules={[{ type: 'email', message: t('form.email.invalid') }]}
        >
          <Input type="email" placeholder={t('admin.message.emailPlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('admin.message.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function TipForm() {
  const t = useT();
  const { message } = useFeedback();
  const [form] = Form.useForm<CreateTipBody>();
  const dispatchEffect = useEffectDispatch();
  const publishing = useSelector(
    (state: RootState) => state.loading.effects['admin/createTip'] ?? false,
  );

  const submit = async (values: CreateTipBody) => {
    const res = await dispatchEffect<Envelope<Tip>>('admin/createTip', {
      type: values.type.trim(),
      title: values.title.trim(),
      content: values.content.trim(),
      link: optional(values.link ?? undefined),
    });
    if (res.code === Code.OK) {
      form.resetFields();
      void message.success(t('admin.tip.published'));
    } else showFieldErrors(form, res);
  };

  return (
    <Card title={t('admin.tip.title')} className={styles.card}>
      <Typography.Paragraph type="secondary">{t('admin.tip.description')}</Typography.Paragraph>
      <Form
        name="tip"
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={submit}
        initialValues={{ type: 'home' }}
        aria-label={t('admin.tip.title')}
      >
        <Form.Item
          name="type"
          label={t('admin.tip.type')}
          rules={[
            { required: true, whitespace: true, message: t('admin.tip.type.required') },
            { max: 32, message: t('admin.tip.type.max') },
          ]}
        >
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="title" label={t('form.title')} rules={titleRules(t)}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="content" label={t('form.content')} rules={contentRules(t, 2000)}>
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item
          name="link"
          label={t('admin.tip.link')}
          rules={[
            // As the contract: an http(s) URL or a path of this site (never `javascript:`).
            { pattern: /^(https?:\/\/\S+|\/\S*)$/i, message: t('admin.tip.link.invalid') },
            { max: 512, message: t('admin.tip.link.max') },
          ]}
        >
          <Input placeholder="https://… or /text" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={publishing}>
          {t('admin.tip.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/** The "Messages & tips" tab: send an in-app message, publish a tip. */
export default function NoticeForms() {
  return (
    <div className={styles.forms}>
      <MessageForm />
      <TipForm />
    </div>
  );
}
