import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  FileAddOutlined,
  FileOutlined,
  FolderAddOutlined,
  FolderOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import { Button, Card, Empty, Modal, Space, Tooltip, Tree, type TreeDataNode } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import type { Envelope } from '@/contract';
import type { TemplateTree, TemplateTreeNode } from '@/contract/template';
import type { RootState } from '@/models/rootState';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import FromExampleModal from './FromExampleModal';
import NodeFormModal, { type NodeFormValues } from './NodeFormModal';
import { dropTarget, findNode, folderIds } from './treeUtils';
import { useT } from '@/hooks/useT';

export interface TreePanelProps {
  tree: TemplateTree | null;
  selectedId?: string;
  /** Opens a file (the page guards unsaved edits first). */
  onSelect: (id: string) => void;
  /** Built-in groups and signed-out visitors only browse. */
  readOnly: boolean;
}

function toData(nodes: TemplateTreeNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    // Long names end in an ellipsis; the whole name shows on hover.
    title: <span title={node.name}>{node.name}</span>,
    isLeaf: node.type === 'file',
    icon: node.type === 'file' ? <FileOutlined /> : <FolderOutlined />,
    children: node.type === 'folder' ? toData(node.children) : undefined,
  }));
}

/** The group's folders and files: create, rename, move (drag and drop), copy and delete. */
export default function TreePanel({ tree, selectedId, onSelect, readOnly }: TreePanelProps) {
  const t = useT();
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const run = useEffectDispatch();
  const effects = useSelector((s: RootState) => s.loading.effects);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [focusId, setFocusId] = useState<string>();
  const [form, setForm] = useState<'file' | 'folder' | 'rename' | null>(null);
  const [fromExample, setFromExample] = useState(false);

  const groupId = tree?.group.id;
  // A newly opened group starts fully expanded.
  useEffect(() => {
    setExpanded(tree ? folderIds(tree.tree) : []);
    setFocusId(undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId]);

  const data = useMemo(() => toData(tree?.tree ?? []), [tree]);
  const activeId = focusId ?? selectedId;
  const active = tree && activeId ? findNode(tree.tree, activeId) : undefined;
  /** New nodes go into the selected folder, or beside the selected file. */
  const parentForNew = active ? (active.type === 'folder' ? active.id : active.parentId) : null;

  if (!tree) {
    return (
      <Card className="content-card template-tree" variant="borderless" size="small">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('template.tree.none')} />
      </Card>
    );
  }

  const submitNode = async (values: NodeFormValues): Promise<Envelope<unknown>> => {
    if (form === 'rename' && active) {
      return run<Envelope<unknown>>('template/updateFile', {
        id: active.id,
        groupId: tree.group.id,
        name: values.name,
      });
    }
    const res = await run<Envelope<{ id: string }>>('template/createFile', {
      groupId: tree.group.id,
      parentId: parentForNew,
      type: form === 'folder' ? 'folder' : 'file',
      name: values.name,
      ...(form === 'file' ? { scope: values.scope, language: values.language, content: '' } : {}),
    });
    if (res.code === 200 && res.data) {
      if (parentForNew) setExpanded((keys) => [...new Set([...keys, parentForNew])]);
      if (form === 'file') onSelect(res.data.id);
      else setFocusId(res.data.id);
    }
    return res;
  };

  const copy = async () => {
    if (!active) return;
    const res = await run<Envelope<{ id: string }>>('template/createCopy', {
      type: 'node',
      id: active.id,
      targetParentId: active.parentId,
    });
    if (res.code === 200) message.success(t('template.node.copied', { name: active.name }));
  };

  const confirmDelete = () => {
    if (!active) return;
    modal.confirm({
      title: t('template.node.deleteTitle', { name: active.name }),
      content: t(
        active.type === 'folder' ? 'template.node.deleteFolderBody' : 'template.node.deleteBody',
      ),
      okText: t('template.delete'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await run('template/removeFile', { id: active.id, groupId: tree.group.id });
        setFocusId(undefined);
      },
    });
  };

  const move = async (dragId: string, targetId: string, into: boolean, after: boolean) => {
    const place = dropTarget(tree.tree, dragId, targetId, into, after);
    if (!place) return;
    // The tree orders siblings by `sort`: give each its new position (only the moved ones change).
    for (const [sort, id] of place.order.entries()) {
      const node = findNode(tree.tree, id);
      if (!node) continue;
      const moved = id === dragId && node.parentId !== place.parentId;
      if (!moved && node.sort === sort) continue;
      await run('template/updateFile', {
        id,
        groupId: tree.group.id,
        name: node.name,
        sort,
        ...(id === dragId ? { parentId: place.parentId } : {}),
      });
    }
    if (place.parentId) setExpanded((keys) => [...new Set([...keys, place.parentId as string])]);
  };

  const saving = Boolean(effects['template/createFile'] || effects['template/updateFile']);
  const tool = (label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
      />
    </Tooltip>
  );

  return (
    <Card
      className="content-card template-tree"
      variant="borderless"
      size="small"
      title={tree.group.name}
      extra={
        !readOnly && (
          <Space size={0}>
            {tool(t('template.node.newFile'), <FileAddOutlined />, () => setForm('file'))}
            {tool(t('template.node.newFolder'), <FolderAddOutlined />, () => setForm('folder'))}
            {tool(t('ai.example.title'), <RobotOutlined />, () => setFromExample(true))}
            {tool(t('template.node.rename'), <EditOutlined />, () => setForm('rename'), !active)}
            {tool(t('template.node.copy'), <CopyOutlined />, () => void copy(), !active)}
            {tool(t('template.delete'), <DeleteOutlined />, confirmDelete, !active)}
          </Space>
        )
      }
    >
      {modalHolder}
      {data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('template.tree.empty')} />
      ) : (
        <Tree
          showIcon
          blockNode
          treeData={data}
          selectedKeys={activeId ? [activeId] : []}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys.map(String))}
          onSelect={(keys, info) => {
            const id = String(info.node.key);
            const node = findNode(tree.tree, id);
            if (node?.type === 'file') {
              setFocusId(undefined);
              onSelect(id);
            } else {
              setFocusId(id);
              setExpanded((open) =>
                open.includes(id) ? open.filter((k) => k !== id) : [...open, id],
              );
            }
          }}
          draggable={readOnly ? false : { icon: false }}
          allowDrop={({ dropNode, dropPosition }) => dropPosition !== 0 || !dropNode.isLeaf}
          onDrop={(info) => {
            const position = Number(info.node.pos.split('-').pop());
            void move(
              String(info.dragNode.key),
              String(info.node.key),
              !info.dropToGap,
              info.dropPosition - position === 1,
            );
          }}
        />
      )}
      {fromExample && (
        <FromExampleModal
          open
          groupId={tree.group.id}
          parentId={parentForNew}
          onClose={() => setFromExample(false)}
          onSaved={(id) => {
            if (parentForNew) setExpanded((keys) => [...new Set([...keys, parentForNew])]);
            onSelect(id);
          }}
        />
      )}
      <NodeFormModal
        mode={form}
        node={form === 'rename' ? active : undefined}
        saving={saving}
        onClose={() => setForm(null)}
        onSubmit={submitNode}
      />
    </Card>
  );
}
