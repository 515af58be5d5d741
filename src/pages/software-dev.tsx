import {
  CloudServerOutlined,
  DesktopOutlined,
  RocketOutlined,
  ToolOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Form,
  Input,
  Result,
  Row,
  Select,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useDispatch, useSelector } from 'umi';
import type { Envelope } from '@/contract';
import {
  INQUIRY_ATTACHMENT_EXTENSIONS,
  INQUIRY_ATTACHMENTS_MAX,
  INQUIRY_BUDGETS,
  INQUIRY_DESCRIPTION_MAX,
  INQUIRY_DESCRIPTION_MIN,
  INQUIRY_TIMELINES,
  type InquirySaveBody,
} from '@/contract/inquiry';
import type { UploadResult } from '@/contract/user';
import PageHeader from '@/components/PageHeader';
import type { RootState } from '@/models/rootState';
import inquiryModel from '@/models/inquiry';
import { useModels } from '@/models/useModels';
import { useT } from '@/hooks/useT';

const SERVICES: { key: string; icon: ReactNode }[] = [
  { key: 's1', icon: <CloudServerOutlined /> },
  { key: 's2', icon: <DesktopOutlined /> },
  { key: 's3', icon: <ToolOutlined /> },
];

const ACCEPT = INQUIRY_ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** What the team behind the tool offers beyond generated code, and the inquiry form to reach it. */
export default function SoftwareDevPage() {
  useModels(inquiryModel);
  const t = useT();
  const dispatch = useDispatch();
  const [form] = Form.useForm();
  const sending = useSelector(
    (state: RootState) => state.loading.effects['inquiry/create'] ?? false,
  );
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [attachmentError, setAttachmentError] = useState<string | null>(null);

  const uploadAttachment = async (file: File) => {
    const uid = `${Date.now()}-${file.name}`;
    setFiles((f) => [...f, { uid, name: file.name, status: 'uploading' }]);
    const res = (await dispatch({
      type: 'inquiry/createAttachment',
      payload: file,
    })) as unknown as Envelope<UploadResult>;
    setFiles((f) =>
      f.map((x) =>
        x.uid === uid
          ? res.code === 200 && res.data
            ? { ...x, status: 'done', url: res.data.url }
            : { ...x, status: 'error', response: res.message }
          : x,
      ),
    );
  };

  const submit = async (values: Omit<InquirySaveBody, 'attachments'>) => {
    const body: InquirySaveBody = {
      ...values,
      attachments: files.filter((f) => f.status === 'done' && f.url).map((f) => f.url as string),
    };
    const res = (await dispatch({
      type: 'inquiry/create',
      payload: body,
    })) as unknown as Envelope<{ id: string }>;
    if (res.code === 200) {
      setAttachmentError(null);
      setSentTo(values.email);
      form.resetFields();
      setFiles([]);
    } else if (res.code === 422 && res.data) {
      // Attachments are kept beside the form (the upload list), so their error is shown there.
      const { attachments, ...errors } = res.data as unknown as Record<string, string>;
      setAttachmentError(attachments ?? null);
      form.setFields(
        Object.entries(errors).map(([name, message]) => ({
          name: name.split('.')[0],
          errors: [message],
        })),
      );
    }
  };

  return (
    <>
      <PageHeader
        icon={<RocketOutlined />}
        title="softwareDev.title"
        description="softwareDev.description"
      />
      <div className="service-grid">
        {SERVICES.map((service) => (
          <Card key={service.key} variant="borderless" className="content-card">
            <span className="page-header-icon">{service.icon}</span>
            <Typography.Title level={4}>{t(`softwareDev.${service.key}`)}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t(`softwareDev.${service.key}.desc`)}
            </Typography.Paragraph>
          </Card>
        ))}
      </div>
      <Card variant="borderless" className="content-card" id="inquiry">
        <Typography.Title level={4}>{t('softwareDev.contact')}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('softwareDev.contact.desc')}
        </Typography.Paragraph>
        {sentTo ? (
          <div data-testid="inquiry-sent">
            <Result
              status="success"
              title={t('inquiry.sent.title')}
              subTitle={t('inquiry.sent.desc', { email: sentTo })}
              extra={<Button onClick={() => setSentTo(null)}>{t('inquiry.sent.again')}</Button>}
            />
          </div>
        ) : (
          <Form form={form} layout="vertical" onFinish={submit}>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="name"
                  label={t('inquiry.field.name')}
                  rules={[{ required: true, whitespace: true, max: 100 }]}
                >
                  <Input autoComplete="name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="email"
                  label={t('inquiry.field.email')}
                  rules={[{ required: true, type: 'email', max: 254 }]}
                >
                  <Input type="email" autoComplete="email" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="company" label={t('inquiry.field.company')} rules={[{ max: 200 }]}>
                  <Input autoComplete="organization" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="budget" label={t('inquiry.field.budget')}>
                  <Select
                    allowClear
                    options={INQUIRY_BUDGETS.map((b) => ({
                      value: b,
                      label: t(`inquiry.budget.${b}`),
                    }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="timeline" label={t('inquiry.field.timeline')}>
                  <Select
                    allowClear
                    options={INQUIRY_TIMELINES.map((v) => ({
                      value: v,
                      label: t(`inquiry.timeline.${v}`),
                    }))}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="description"
              label={t('inquiry.field.description')}
              extra={t('inquiry.descriptionHint')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  min: INQUIRY_DESCRIPTION_MIN,
                  max: INQUIRY_DESCRIPTION_MAX,
                },
              ]}
            >
              <Input.TextArea rows={6} maxLength={INQUIRY_DESCRIPTION_MAX} showCount />
            </Form.Item>
            <Form.Item
              label={t('inquiry.field.attachments')}
              extra={t('inquiry.attachmentsHint')}
              validateStatus={attachmentError ? 'error' : undefined}
              help={attachmentError ?? undefined}
            >
              <Upload
                accept={ACCEPT}
                fileList={files}
                maxCount={INQUIRY_ATTACHMENTS_MAX}
                customRequest={({ file }) => void uploadAttachment(file as File)}
                onRemove={(file) => setFiles((f) => f.filter((x) => x.uid !== file.uid))}
              >
                {files.length < INQUIRY_ATTACHMENTS_MAX && (
                  <Button icon={<UploadOutlined />}>{t('inquiry.upload')}</Button>
                )}
              </Upload>
            </Form.Item>
            {/* The honeypot: hidden from people, filled by robots. */}
            <Form.Item name="website" hidden>
              <Input tabIndex={-1} autoComplete="off" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={sending}>
              {t('inquiry.submit')}
            </Button>
          </Form>
        )}
      </Card>
    </>
  );
}
