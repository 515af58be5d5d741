import { CopyOutlined, FolderOpenOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Modal, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { history, Link, useDispatch, useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import PageHeader from '@/components/PageHeader';
import type { Envelope } from '@/contract';
import type { TemplateGroup, TemplateNode } from '@/contract/template';
import type { RootState } from '@/models/rootState';
import { loginPath } from '@/utils/forms';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import FilePanel, { type FileDraft } from './templateEditor/FilePanel';
import GroupList from './templateEditor/GroupList';
import PreviewPanel from './templateEditor/PreviewPanel';
import ReferencePanel from './templateEditor/ReferencePanel';
import type { TemplateCodeEditorHandle } from './templateEditor/TemplateCodeEditor';
import TreePanel from './templateEditor/TreePanel';
import { findNode, firstFile, pathTemplate } from './templateEditor/treeUtils';
import './templateEditor/templateEditor.less';
import templateModel from '@/models/template';
import codeGenerateModel from '@/models/codeGenerate';
import { useModels } from '@/models/useModels';
import { useT } from '@/hooks/useT';

/** Time after the last keystroke before the preview renders the unsaved text. */
const PREVIEW_DELAY_MS = 400;

const DRAFT_KEYS = ['name', 'content', 'scope', 'language'] as const;

/** The unsaved edits that differ from the stored file. */
function changedFields(node: TemplateNode, changes: Partial<FileDraft>): Partial<FileDraft> {
  const out: Partial<FileDraft> = {};
  for (const key of DRAFT_KEYS) {
    if (changes[key] !== undefined && changes[key] !== node[key]) {
      Object.assign(out, { [key]: changes[key] });
    }
  }
  return out;
}

/**
 * The template editor: groups on the left, the open group's tree in the middle, the open file's
 * Liquid editor with a live preview over the sample table and the variable/filter reference on the
 * right. Built-in groups and signed-out visitors browse and preview; editing needs an own group.
 */
export default function TemplatePage() {
  useModels(templateModel, codeGenerateModel);
  const t = useT();
  const { message } = useFeedback();
  const [modal, modalHolder] = Modal.useModal();
  const dispatch = useDispatch();
  const run = useEffectDispatch();
  const { groups, tree, preview } = useSelector((s: RootState) => s.template);
  const signedIn = useSelector((s: RootState) => s.user.signedIn);
  const effects = useSelector((s: RootState) => s.loading.effects);
  const [groupId, setGroupId] = useState<string>();
  const [fileId, setFileId] = useState<string>();
  const [changes, setChanges] = useState<Partial<FileDraft>>({});
  const editor = useRef<TemplateCodeEditorHandle>(null);

  const openTree = tree && tree.group.id === groupId ? tree : null;
  const group: TemplateGroup | undefined = openTree?.group ?? groups.find((g) => g.id === groupId);
  const node = openTree && fileId ? findNode(openTree.tree, fileId) : undefined;
  const file = node?.type === 'file' ? node : undefined;
  const pending = useMemo(() => (file ? changedFields(file, changes) : {}), [file, changes]);
  const dirty = Object.keys(pending).length > 0;
  const readOnly = !signedIn || !group || group.builtIn;

  useEffect(() => {
    dispatch({ type: 'template/fetchGroups' });
  }, [dispatch, signedIn]);

  // Open a group once the list arrives: the one in ?group=, else the first own, else a built-in.
  useEffect(() => {
    if (groupId || groups.length === 0) return;
    const wanted = new URLSearchParams(window.location.search).get('group');
    const first =
      groups.find((g) => g.id === wanted) ?? groups.find((g) => !g.builtIn) ?? groups[0];
    setGroupId(first.id);
  }, [groups, groupId]);

  useEffect(() => {
    if (groupId) dispatch({ type: 'template/fetchTree', payload: { id: groupId } });
  }, [dispatch, groupId]);

  // Open the first file of a newly opened tree, or another one when the open file was deleted.
  useEffect(() => {
    if (!openTree) return;
    if (fileId && findNode(openTree.tree, fileId)) return;
    setFileId(firstFile(openTree.tree)?.id);
    setChanges({});
  }, [openTree, fileId]);

  /** Runs `action` now, or after the user agrees to drop unsaved edits. */
  const guard = useCallback(
    (action: () => void) => {
      if (!dirty) {
        action();
        return;
      }
      modal.confirm({
        title: t('template.discard.title'),
        content: t('template.discard.body'),
        okText: t('template.discard.ok'),
        okButtonProps: { danger: true },
        onOk: action,
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dirty, modal],
  );

  // Leaving the page (links, back button, closing the tab) with unsaved edits asks first.
  useEffect(() => {
    if (!dirty) return undefined;
    const unblock = history.block((transition) => {
      modal.confirm({
        title: t('template.discard.title'),
        content: t('template.discard.body'),
        okText: t('template.discard.ok'),
        okButtonProps: { danger: true },
        onOk: () => {
          unblock();
          transition.retry();
        },
      });
    });
    return unblock;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dirty, modal]);

  const selectGroup = (id: string) => {
    if (id === groupId) return;
    guard(() => {
      setGroupId(id);
      setFileId(undefined);
      setChanges({});
      dispatch({ type: 'template/savePreview', payload: null });
    });
  };

  const selectFile = (id: string) => {
    if (id === fileId) return;
    guard(() => {
      setFileId(id);
      setChanges({});
    });
  };

  const copyGroup = (source: TemplateGroup) =>
    guard(async () => {
      const res = await run<Envelope<{ groupId: string }>>('template/createCopy', {
        type: 'group',
        id: source.id,
      });
      if (res.code === 200 && res.data) {
        message.success(t('template.copied', { name: source.name }));
        setGroupId(res.data.groupId);
        setFileId(undefined);
        setChanges({});
      }
    });

  const saving = Boolean(effects['template/updateFile']);
  /** Saves at once, or after the user agrees to save a file whose preview shows errors. */
  const save = () => {
    if (!file || !openTree || !dirty || readOnly || saving) return;
    const errors = shown.errors.length;
    if (errors === 0) {
      void store(0);
      return;
    }
    modal.confirm({
      title: t('template.save.errors.title', { count: errors }),
      content: t('template.save.errors.body'),
      okText: t('template.save.errors.ok'),
      onOk: () => store(errors),
    });
  };
  const store = async (errors: number) => {
    if (!file || !openTree) return;
    const sent = { ...pending };
    const res = await run<Envelope<TemplateNode>>('template/updateFile', {
      id: file.id,
      groupId: openTree.group.id,
      name: sent.name ?? file.name,
      ...sent,
    });
    if (res.code === 200) {
      if (errors === 0) message.success(t('template.file.saved'));
      else message.warning(t('template.save.errors.saved', { count: errors }));
      // Keep what was typed while saving.
      setChanges((current) => {
        const next = { ...current };
        for (const key of DRAFT_KEYS) if (next[key] === sent[key]) delete next[key];
        return next;
      });
    }
  };

  // Ctrl/Cmd+S saves wherever the focus is on the page (and never opens the browser's dialog).
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      saveRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A group that is gone (deleted here or elsewhere) gives way to another one.
  useEffect(() => {
    if (groupId && groups.length > 0 && !groups.some((g) => g.id === groupId)) {
      setGroupId(undefined);
      setFileId(undefined);
      setChanges({});
    }
  }, [groups, groupId]);

  // Live preview of the open file, with the unsaved text, once typing pauses. A save changes the
  // stored text, which previews again too.
  const previewGroupId = openTree?.group.id;
  const previewFileId = file?.id;
  const savedContent = file?.content;
  const savedName = file?.name;
  const previewName = pending.name;
  const previewContent = pending.content;
  useEffect(() => {
    if (!previewGroupId || !previewFileId) return undefined;
    const timer = setTimeout(() => {
      const overrides =
        previewName !== undefined || previewContent !== undefined
          ? [
              {
                id: previewFileId,
                ...(previewName !== undefined ? { name: previewName } : {}),
                ...(previewContent !== undefined ? { content: previewContent } : {}),
              },
            ]
          : [];
      dispatch({
        type: 'template/fetchPreview',
        payload: { groupId: previewGroupId, nodeIds: [previewFileId], overrides },
      });
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [
    dispatch,
    previewGroupId,
    previewFileId,
    savedContent,
    savedName,
    previewName,
    previewContent,
  ]);

  const shown = useMemo(() => {
    if (!preview || !file) return { files: [], errors: [] };
    return {
      files: preview.files.filter((f) => f.nodeId === file.id),
      errors: preview.errors.filter((e) => e.nodeId === file.id),
    };
  }, [preview, file]);
  // Errors in the file name have positions in the name, not in the source: listed, not marked.
  const marks = useMemo(
    () =>
      shown.errors
        .filter((e) => !e.message.startsWith('File name: '))
        .map((e) => ({ line: e.line, column: e.column, message: e.message })),
    [shown.errors],
  );

  const folders =
    file && openTree ? pathTemplate(openTree.tree, file.id).split('/').slice(0, -1) : [];
  const draft: FileDraft | undefined = file
    ? {
        name: changes.name ?? file.name,
        content: changes.content ?? file.content,
        scope: changes.scope ?? file.scope,
        language: changes.language ?? file.language,
      }
    : undefined;

  return (
    <>
      {modalHolder}
      <PageHeader
        icon={<FolderOpenOutlined />}
        title="template.title"
        description="template.description"
      />
      {!signedIn ? (
        <Alert
          className="template-notice"
          type="info"
          showIcon
          message={t('template.signedOut')}
          action={
            <Link to={loginPath('/code-generate/template')}>
              <Button size="small" type="primary">
                {t('template.signIn')}
              </Button>
            </Link>
          }
        />
      ) : (
        group?.builtIn && (
          <Alert
            className="template-notice"
            type="warning"
            showIcon
            icon={<LockOutlined />}
            message={t('template.builtInReadOnly', { name: group.name })}
            action={
              <Button
                size="small"
                type="primary"
                icon={<CopyOutlined />}
                loading={Boolean(effects['template/createCopy'])}
                onClick={() => copyGroup(group)}
              >
                {t('template.copyToEdit')}
              </Button>
            }
          />
        )
      )}
      <div className="template-layout">
        <GroupList selectedId={groupId} onSelect={selectGroup} onCopy={copyGroup} />
        <TreePanel tree={openTree} selectedId={fileId} onSelect={selectFile} readOnly={readOnly} />
        <div className="template-main">
          {file && draft ? (
            <>
              <FilePanel
                file={draft}
                folders={folders}
                dirty={dirty}
                readOnly={readOnly}
                saving={saving}
                marks={marks}
                onChange={(next) => setChanges((current) => ({ ...current, ...next }))}
                onSave={save}
                editorRef={editor}
              />
              <Card className="content-card template-side" variant="borderless" size="small">
                <Tabs
                  size="small"
                  items={[
                    {
                      key: 'preview',
                      label: t('template.preview.title'),
                      children: (
                        <PreviewPanel
                          files={shown.files}
                          errors={shown.errors}
                          loading={Boolean(effects['template/fetchPreview'])}
                          openNodeId={file.id}
                          onGoTo={(line, column) => editor.current?.goTo(line, column)}
                        />
                      ),
                    },
                    {
                      key: 'reference',
                      label: t('template.reference.title'),
                      children: (
                        <ReferencePanel
                          onInsert={readOnly ? undefined : (text) => editor.current?.insert(text)}
                        />
                      ),
                    },
                  ]}
                />
              </Card>
            </>
          ) : (
            <Card className="content-card" variant="borderless">
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t(openTree ? 'template.file.none' : 'template.tree.none')}
              />
            </Card>
          )}
        </div>
      </div>
    </>
  );
}
