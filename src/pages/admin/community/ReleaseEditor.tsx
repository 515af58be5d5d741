import {
  Button,
  Col,
  Form,
  Input,
  List,
  Popconfirm,
  Row,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'umi';
import type { Envelope } from '@/contract';
import type { ReleaseLogAdminEntry, ReleaseLogSaveBody } from '@/contract/releaseLog';
import Markdown from '@/components/Markdown';
import type { RootState } from '@/models/rootState';
import { useT } from '@/hooks/useT';

const TEMPLATE = '### Added\n\n- \n\n### Changed\n\n- \n\n### Fixed\n\n- \n';

/** The release-log editor: entries with drafts, a form with a live preview, edit and delete. */
export default function ReleaseEditor() {
  const t = useT();
  const dispatch = useDispatch();
  const [form] = Form.useForm<ReleaseLogSaveBody>();
  const list = useSelector((state: RootState) => state.releaseLog.adminList ?? []);
  const saving = useSelector(
    (state: RootState) => state.loading.effects['releaseLog/create'] ?? false,
  );
  const loading = useSelector(
    (state: RootState) => state.loading.effects['releaseLog/fetchAdminList'] ?? false,
  );
  const content = Form.useWatch('content', form) ?? '';
  const [editing, setEditing] = useState<string | undefined>();

  useEffect(() => {
    dispatch({ type: 'releaseLog/fetchAdminList' });
  }, [dispatch]);

  const edit = (entry?: ReleaseLogAdminEntry) => {
    setEditing(entry?.id);
    form.setFieldsValue(
      entry
        ? { ...entry, draft: entry.draft }
        : { version: '', title: '', content: TEMPLATE, releasedAt: undefined, draft: true },
    );
  };

  const submit = async (values: ReleaseLogSaveBody) => {
    const body = { ...values, id: editing, releasedAt: values.releasedAt || undefined };
    const res = (await dispatch({
      type: 'releaseLog/create',
      payload: body,
    })) as unknown as Envelope<ReleaseLogAdminEntry>;
    if (res.code === 200 && res.data) {
      setEditing(res.data.id);
      dispatch({ type: 'releaseLog/fetchNews' });
    } else if (res.code === 422 && res.data) {
      const errors = res.data as unknown as Record<string, string>;
      form.setFields(
        Object.entries(errors).map(([name, message]) => ({
          name: name as keyof ReleaseLogSaveBody,
          errors: [message],
        })),
      );
    }
  };

  return (
    <Row gutter={24}>
      <Col xs={24} lg={8}>
        <Button type="dashed" block onClick={() => edit()} style={{ marginBottom: 12 }}>
          {t('communityAdmin.release.new')}
        </Button>
        <List
          loading={loading}
          dataSource={list}
          renderItem={(entry) => (
            <List.Item
              key={entry.id}
              actions={[
                <Button key="edit" type="link" onClick={() => edit(entry)}>
                  {t('communityAdmin.release.edit')}
                </Button>,
                <Popconfirm
                  key="delete"
                  title={t('communityAdmin.release.confirmDelete')}
                  onConfirm={() => dispatch({ type: 'releaseLog/remove', payload: entry.id })}
                >
                  <Button type="link" danger>
                    {t('communityAdmin.release.delete')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Space>
                <Tag color={entry.draft ? 'default' : 'blue'}>{entry.version}</Tag>
                <Typography.Text>{entry.title}</Typography.Text>
                {entry.draft && <Tag>{t('communityAdmin.release.draft')}</Tag>}
              </Space>
            </List.Item>
          )}
        />
      </Col>
      <Col xs={24} lg={16}>
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ content: TEMPLATE, draft: true }}
          aria-label={t('communityAdmin.release.form')}
        >
          <Space wrap align="start">
            <Form.Item
              name="version"
              label={t('communityAdmin.release.version')}
              rules={[{ required: true }]}
            >
              <Input placeholder="1.4.0" style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="releasedAt" label={t('communityAdmin.release.date')}>
              <Input type="date" style={{ width: 170 }} />
            </Form.Item>
            <Form.Item
              name="draft"
              label={t('communityAdmin.release.draft')}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item
            name="title"
            label={t('communityAdmin.release.title')}
            rules={[{ required: true, max: 200 }]}
          >
            <Input />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} xl={12}>
              <Form.Item
                name="content"
                label={t('communityAdmin.release.content')}
                rules={[{ required: true, max: 20000 }]}
              >
                <Input.TextArea rows={14} />
              </Form.Item>
            </Col>
            <Col xs={24} xl={12}>
              <Typography.Text type="secondary">
                {t('communityAdmin.release.preview')}
              </Typography.Text>
              <div className="release-preview" data-testid="release-preview">
                <Markdown>{content}</Markdown>
              </div>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('communityAdmin.release.save')}
          </Button>
        </Form>
      </Col>
    </Row>
  );
}
