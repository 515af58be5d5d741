import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  LockOutlined,
  MoreOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Card, Dropdown, Empty, Input, Modal, Space, Tag, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import type { Envelope } from '@/contract';
import { TEMPLATE_ZIP_MAX_BYTES, type TemplateGroup } from '@/contract/template';
import type { RootState } from '@/models/rootState';
import { downloadBlob } from '@/utils/clipboard';
import { loginPath } from '@/utils/forms';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import { zipName } from './download';
import GroupFormModal from './GroupFormModal';
import { useT } from '@/hooks/useT';

export interface GroupListProps {
  selectedId?: string;
  /** Opens a group (the page guards unsaved edits first). */
  onSelect: (id: string) => void;
  /** Copies a group into a new own group and opens the copy. */
  onCopy: (group: TemplateGroup) => void;
}

/** The groups: built-in and own, searchable, with create, edit, copy, delete, import and export. */
export default function GroupList({ selectedId, onSelect, onCopy }: GroupListProps) {
  const t = useT();
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const run = useEffectDispatch();
  const groups = useSelector((s: RootState) => s.template.groups);
  const signedIn = useSelector((s: RootState) => s.user.signedIn);
  const loading = useSelector((s: RootState) => Boolean(s.loading.effects['template/fetchGroups']));
  const importing = useSelector((s: RootState) =>
    Boolean(s.loading.effects['template/createImport']),
  );
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ group?: TemplateGroup } | null>(null);

  const filtered = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    const hit = (g: TemplateGroup) =>
      !k ||
      g.name.toLowerCase().includes(k) ||
      g.description.toLowerCase().includes(k) ||
      g.language.includes(k);
    return {
      builtIn: groups.filter((g) => g.builtIn && hit(g)),
      own: groups.filter((g) => !g.builtIn && hit(g)),
    };
  }, [groups, keyword]);

  const exportGroup = async (group: TemplateGroup) => {
    const blob = await run<Blob>('template/fetchExport', { id: group.id });
    downloadBlob(blob, zipName(group.name));
  };

  const confirmDelete = (group: TemplateGroup) =>
    modal.confirm({
      title: t('template.group.deleteTitle', { name: group.name }),
      content: t('template.group.deleteBody'),
      okText: t('template.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const res = await run<Envelope<null>>('template/remove', { id: group.id });
        if (res.code === 200) message.success(t('template.group.deleted'));
      },
    });

  const importZip = async (file: File) => {
    if (!/\.zip$/i.test(file.name)) {
      message.error(t('template.import.notZip'));
      return;
    }
    if (file.size > TEMPLATE_ZIP_MAX_BYTES) {
      message.error(t('template.import.tooLarge', { max: TEMPLATE_ZIP_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    const res = await run<Envelope<TemplateGroup>>('template/createImport', { file });
    if (res.code === 200 && res.data) {
      message.success(t('template.import.done', { name: res.data.name }));
      onSelect(res.data.id);
    }
  };

  const renderGroup = (group: TemplateGroup) => {
    const items = [
      {
        key: 'copy',
        icon: <CopyOutlined />,
        label: t(group.builtIn ? 'template.copyToEdit' : 'template.group.duplicate'),
        disabled: !signedIn,
      },
      ...(group.builtIn
        ? []
        : [{ key: 'edit', icon: <EditOutlined />, label: t('template.group.edit') }]),
      { key: 'export', icon: <DownloadOutlined />, label: t('template.export') },
      ...(group.builtIn
        ? []
        : [
            { type: 'divider' as const },
            { key: 'delete', icon: <DeleteOutlined />, label: t('template.delete'), danger: true },
          ]),
    ];
    const onMenu = ({ key }: { key: string }) => {
      if (key === 'copy') onCopy(group);
      if (key === 'edit') setEditing({ group });
      if (key === 'export') void exportGroup(group);
      if (key === 'delete') confirmDelete(group);
    };
    return (
      <li key={group.id} className={group.id === selectedId ? 'is-selected' : undefined}>
        <button
          type="button"
          className="template-group-item"
          onClick={() => onSelect(group.id)}
          aria-current={group.id === selectedId ? 'true' : undefined}
        >
          <span className="template-group-name">
            {group.builtIn && <LockOutlined aria-hidden />} {group.name}
          </span>
          <span className="template-group-meta">
            <Tag bordered={false}>{group.language}</Tag>
            {t('template.group.files', { count: group.fileCount })}
          </span>
        </button>
        <Dropdown menu={{ items, onClick: onMenu }} trigger={['click']}>
          <Button
            type="text"
            size="small"
            icon={<MoreOutlined />}
            aria-label={t('template.group.actions', { name: group.name })}
          />
        </Dropdown>
      </li>
    );
  };

  return (
    <Card
      className="content-card template-groups"
      variant="borderless"
      title={t('template.groups')}
      size="small"
      extra={
        signedIn && (
          <Space size={4}>
            <Button
              size="small"
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing({})}
            >
              {t('template.group.new')}
            </Button>
            <Upload
              accept=".zip,application/zip"
              showUploadList={false}
              beforeUpload={(file) => {
                void importZip(file);
                return false;
              }}
            >
              <Button
                size="small"
                icon={<UploadOutlined />}
                loading={importing}
                aria-label={t('template.import')}
                title={t('template.import')}
              />
            </Upload>
          </Space>
        )
      }
    >
      {modalHolder}
      <Input.Search
        allowClear
        placeholder={t('template.group.search')}
        aria-label={t('template.group.search')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <Typography.Text type="secondary" className="template-group-heading">
        {t('template.group.own')}
      </Typography.Text>
      {!signedIn ? (
        <Typography.Paragraph type="secondary" className="template-signin">
          {t('template.signInToEdit')}{' '}
          <Link to={loginPath('/code-generate/template')}>{t('template.signIn')}</Link>
        </Typography.Paragraph>
      ) : filtered.own.length > 0 ? (
        <ul className="template-group-list">{filtered.own.map(renderGroup)}</ul>
      ) : (
        <Typography.Paragraph type="secondary" className="template-signin">
          {t(keyword ? 'template.group.noMatch' : 'template.group.noOwn')}
        </Typography.Paragraph>
      )}
      <Typography.Text type="secondary" className="template-group-heading">
        {t('template.group.builtIn')}
      </Typography.Text>
      {filtered.builtIn.length > 0 ? (
        <ul className="template-group-list">{filtered.builtIn.map(renderGroup)}</ul>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(loading ? 'template.loading' : 'template.group.noMatch')}
        />
      )}
      <GroupFormModal
        open={editing !== null}
        group={editing?.group}
        onClose={() => setEditing(null)}
        onSaved={(group) => {
          message.success(t('template.group.saved'));
          if (!editing?.group) onSelect(group.id);
        }}
      />
    </Card>
  );
}
