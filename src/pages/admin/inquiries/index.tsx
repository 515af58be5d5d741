import { MailOutlined, SolutionOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Descriptions,
  Drawer,
  Input,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import PageHeader from '@/components/PageHeader';
import RequireAuth from '@/components/RequireAuth';
import {
  INQUIRY_STATUSES,
  type Inquiry,
  type InquiryAdminQuery,
  type InquiryStatus,
} from '@/contract/inquiry';
import type { RootState } from '@/models/rootState';
import { formatDateTime } from '@/utils/dates';
import inquiryModel from '@/models/inquiry';
import { useModels } from '@/models/useModels';
import { useT } from '@/hooks/useT';

const STATUS_COLORS: Record<InquiryStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  quoted: 'purple',
  won: 'green',
  lost: 'red',
  closed: 'default',
};

/** The last part of an attachment URL: the stored name (the upload keeps no original name). */
const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

function Inquiries() {
  const intl = useIntl();
  const t = useT();
  const dispatch = useDispatch();
  const page = useSelector((state: RootState) => state.inquiry.admin);
  const loading = useSelector(
    (state: RootState) => state.loading.effects['inquiry/fetchAdminPage'] ?? false,
  );
  const [query, setQuery] = useState<Partial<InquiryAdminQuery>>({ page: 1, pageSize: 20 });
  const [openId, setOpenId] = useState<string | null>(null);
  const open = page?.list.find((e) => e.id === openId) ?? null;

  useEffect(() => {
    dispatch({ type: 'inquiry/fetchAdminPage', payload: query });
  }, [dispatch, query]);

  const statusOptions = INQUIRY_STATUSES.map((s) => ({
    value: s,
    label: t(`inquiry.status.${s}`),
  }));
  const setStatus = (id: string, status: InquiryStatus) =>
    dispatch({ type: 'inquiry/updateStatus', payload: { id, status } });
  const optional = (prefix: string, value: string | null) =>
    value ? t(`${prefix}.${value}`) : t('inquiryAdmin.none');

  return (
    <Card variant="borderless" className="content-card">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('inquiryAdmin.search')}
          placeholder={t('inquiryAdmin.search')}
          onSearch={(q) => setQuery((s) => ({ ...s, q: q || undefined, page: 1 }))}
          style={{ width: 260 }}
        />
        <Select
          allowClear
          aria-label={t('inquiryAdmin.status')}
          placeholder={t('inquiryAdmin.status')}
          style={{ width: 160 }}
          options={statusOptions}
          onChange={(status?: InquiryStatus) => setQuery((s) => ({ ...s, status, page: 1 }))}
        />
      </Space>
      <Table<Inquiry>
        rowKey="id"
        loading={loading}
        dataSource={page?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page?.page ?? 1,
          pageSize: page?.pageSize ?? 20,
          total: page?.total ?? 0,
          onChange: (n, size) => setQuery((s) => ({ ...s, page: n, pageSize: size })),
        }}
        onRow={(entry) => ({ 'data-testid': 'admin-inquiry', 'data-id': entry.id }) as object}
        columns={[
          {
            title: t('inquiryAdmin.col.date'),
            dataIndex: 'createdAt',
            render: (iso: string) => formatDateTime(iso, intl.locale),
          },
          {
            title: t('inquiryAdmin.col.from'),
            key: 'from',
            render: (_, entry) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{entry.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {entry.company ? `${entry.company} · ` : ''}
                  {entry.email}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('inquiryAdmin.col.budget'),
            dataIndex: 'budget',
            render: (value: string | null) => optional('inquiry.budget', value),
          },
          {
            title: t('inquiryAdmin.col.timeline'),
            dataIndex: 'timeline',
            render: (value: string | null) => optional('inquiry.timeline', value),
          },
          {
            title: t('inquiryAdmin.col.status'),
            dataIndex: 'status',
            render: (status: InquiryStatus, entry) => (
              <Select
                size="small"
                value={status}
                style={{ width: 130 }}
                aria-label={t('inquiryAdmin.col.status')}
                options={statusOptions}
                onChange={(next: InquiryStatus) => setStatus(entry.id, next)}
              />
            ),
          },
          {
            key: 'details',
            render: (_, entry) => (
              <Button type="link" onClick={() => setOpenId(entry.id)}>
                {t('inquiryAdmin.details')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpenId(null)}
        width={560}
        title={open ? open.name : ''}
        extra={
          open && (
            <Button
              icon={<MailOutlined />}
              href={`mailto:${open.email}?subject=${encodeURIComponent(t('softwareDev.title'))}`}
            >
              {t('inquiryAdmin.reply')}
            </Button>
          )
        }
      >
        {open && (
          <Space direction="vertical" style={{ width: '100%' }} data-testid="inquiry-detail">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('inquiry.field.email')}>
                <a href={`mailto:${open.email}`}>{open.email}</a>
              </Descriptions.Item>
              <Descriptions.Item label={t('inquiry.field.company')}>
                {open.company ?? t('inquiryAdmin.none')}
              </Descriptions.Item>
              <Descriptions.Item label={t('inquiry.field.budget')}>
                {optional('inquiry.budget', open.budget)}
              </Descriptions.Item>
              <Descriptions.Item label={t('inquiry.field.timeline')}>
                {optional('inquiry.timeline', open.timeline)}
              </Descriptions.Item>
              <Descriptions.Item label={t('inquiryAdmin.account')}>
                {open.sender
                  ? `${open.sender.nickname} <${open.sender.email}>`
                  : t('inquiryAdmin.visitor')}
              </Descriptions.Item>
              <Descriptions.Item label={t('inquiryAdmin.col.status')}>
                <Tag color={STATUS_COLORS[open.status]}>{t(`inquiry.status.${open.status}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('inquiryAdmin.col.date')}>
                {formatDateTime(open.createdAt, intl.locale)}
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {open.description}
            </Typography.Paragraph>
            {open.attachments.length > 0 && (
              <Space direction="vertical">
                <Typography.Text strong>{t('inquiry.field.attachments')}</Typography.Text>
                {open.attachments.map((url) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    {fileName(url)}
                  </a>
                ))}
              </Space>
            )}
          </Space>
        )}
      </Drawer>
    </Card>
  );
}

/** The admins' list of software-development inquiries: filter, search, details, status. */
export default function InquiryAdminPage() {
  useModels(inquiryModel);
  const intl = useIntl();
  return (
    <RequireAuth admin>
      <PageHeader
        icon={<SolutionOutlined />}
        title="inquiryAdmin.title"
        description="inquiryAdmin.description"
        extra={<Tag color="gold">{intl.formatMessage({ id: 'admin.tag' })}</Tag>}
      />
      <Inquiries />
    </RequireAuth>
  );
}
