import { MessageOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  List,
  Radio,
  Space,
  Tag,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useIntl, useSearchParams, useSelector } from 'umi';
import type { Envelope } from '@/contract';
import {
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_MAX,
  FEEDBACK_MIN,
  FEEDBACK_TYPES,
  type FeedbackSaveBody,
} from '@/contract/feedback';
import type { UploadResult } from '@/contract/user';
import PageHeader from '@/components/PageHeader';
import type { RootState } from '@/models/rootState';
import feedbackModel from '@/models/feedback';
import { useModels } from '@/models/useModels';

const STATUS_COLORS = { new: 'blue', replied: 'green', closed: 'default' } as const;

export default function FeedbackPage() {
  useModels(feedbackModel);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, unknown>) =>
    intl.formatMessage({ id }, values as Record<string, string>);
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const { list } = useSelector((state: RootState) => state.feedback);
  const signedIn = useSelector((state: RootState) => state.user.signedIn);
  const sending = useSelector(
    (state: RootState) => state.loading.effects['feedback/create'] ?? false,
  );
  const listing = useSelector(
    (state: RootState) => state.loading.effects['feedback/fetchList'] ?? false,
  );
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [privateLink, setPrivateLink] = useState<string | null>(null);
  const linkId = params.get('id');
  const linkKey = params.get('key');

  useEffect(() => {
    dispatch({
      type: 'feedback/fetchList',
      payload: linkId && linkKey ? { id: linkId, key: linkKey } : {},
    });
  }, [dispatch, signedIn, linkId, linkKey]);

  const uploadScreenshot = async (file: File) => {
    const uid = `${Date.now()}-${file.name}`;
    setFiles((f) => [...f, { uid, name: file.name, status: 'uploading' }]);
    const res = (await dispatch({
      type: 'feedback/createScreenshot',
      payload: file,
    })) as unknown as Envelope<UploadResult>;
    setFiles((f) =>
      f.map((x) =>
        x.uid === uid
          ? res.code === 200 && res.data
            ? { ...x, status: 'done', url: res.data.url }
            : { ...x, status: 'error' }
          : x,
      ),
    );
  };

  const submit = async (values: Omit<FeedbackSaveBody, 'images' | 'pageUrl'>) => {
    const from = params.get('from');
    const body: FeedbackSaveBody = {
      ...values,
      contact: values.contact || undefined,
      pageUrl: from && from.startsWith('/') ? from : '/feedback',
      images: files.filter((f) => f.status === 'done' && f.url).map((f) => f.url as string),
    };
    const res = (await dispatch({
      type: 'feedback/create',
      payload: body,
    })) as unknown as Envelope<{
      id: string;
      key: string | null;
    }>;
    if (res.code === 200 && res.data) {
      form.resetFields();
      setFiles([]);
      setPrivateLink(
        res.data.key
          ? `${window.location.origin}/feedback?id=${res.data.id}&key=${res.data.key}`
          : null,
      );
    } else if (res.code === 422 && res.data) {
      const errors = res.data as unknown as Record<string, string>;
      form.setFields(
        Object.entries(errors).map(([name, message]) => ({ name, errors: [message] })),
      );
    }
  };

  return (
    <>
      <PageHeader
        icon={<MessageOutlined />}
        title="feedback.title"
        description="feedback.description"
      />
      <Card className="content-card" variant="borderless">
        {privateLink && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('feedback.sentAnonymous')}
            description={
              <Typography.Paragraph copyable={{ text: privateLink }} data-testid="private-link">
                {privateLink}
              </Typography.Paragraph>
            }
          />
        )}
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ type: 'idea' }}>
          <Form.Item name="type" label={t('feedback.field.type')}>
            <Radio.Group
              options={FEEDBACK_TYPES.map((type) => ({
                value: type,
                label: t(`feedback.type.${type}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('feedback.field.content')}
            rules={[{ required: true, min: FEEDBACK_MIN, max: FEEDBACK_MAX }]}
          >
            <Input.TextArea rows={6} maxLength={FEEDBACK_MAX} showCount />
          </Form.Item>
          <Form.Item
            name="contact"
            label={t('feedback.field.contact')}
            extra={t('feedback.contactHint')}
            rules={[{ type: 'email' }]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label={t('feedback.field.images')} extra={t('feedback.imagesHint')}>
            <Upload
              accept="image/png,image/jpeg,image/gif,image/webp"
              fileList={files}
              maxCount={FEEDBACK_IMAGES_MAX}
              listType="picture"
              customRequest={({ file }) => void uploadScreenshot(file as File)}
              onRemove={(file) => setFiles((f) => f.filter((x) => x.uid !== file.uid))}
            >
              {files.length < FEEDBACK_IMAGES_MAX && (
                <Button icon={<UploadOutlined />}>{t('feedback.upload')}</Button>
              )}
            </Upload>
          </Form.Item>
          {/* The honeypot: hidden from people, filled by robots. */}
          <Form.Item name="website" hidden>
            <Input tabIndex={-1} autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('feedback.submit')}
          </Button>
        </Form>
      </Card>
      {(signedIn || (linkId && linkKey)) && (
        <Card
          className="content-card"
          variant="borderless"
          title={t('feedback.mine')}
          style={{ marginTop: 16 }}
        >
          <List
            loading={listing}
            dataSource={list}
            locale={{ emptyText: t('feedback.none') }}
            renderItem={(entry) => (
              <List.Item key={entry.id} data-testid="feedback-entry">
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Space wrap>
                    <Tag>{t(`feedback.type.${entry.type}`)}</Tag>
                    <Tag color={STATUS_COLORS[entry.status]}>
                      {t(`feedback.status.${entry.status}`)}
                    </Tag>
                    <Typography.Text type="secondary">
                      {new Date(entry.createdAt).toLocaleString()}
                    </Typography.Text>
                  </Space>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                    {entry.content}
                  </Typography.Paragraph>
                  {entry.replies.map((r, n) => (
                    <Alert
                      key={n}
                      type="info"
                      message={t('feedback.reply', {
                        date: new Date(r.createdAt).toLocaleString(),
                      })}
                      description={<span style={{ whiteSpace: 'pre-wrap' }}>{r.content}</span>}
                    />
                  ))}
                </Space>
              </List.Item>
            )}
          />
        </Card>
      )}
    </>
  );
}
