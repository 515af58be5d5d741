import { SaveOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Input, Select, Space, Spin, Tooltip, Typography } from 'antd';
import { lazy, type Ref, Suspense } from 'react';
import { type TemplateNode, type TemplateScope, codeLanguageSchema } from '@/contract/template';
import type { EditorMark, TemplateCodeEditorHandle } from './TemplateCodeEditor';
import { completions } from './reference';
import { useT } from '@/hooks/useT';

const TemplateCodeEditor = lazy(() => import('./TemplateCodeEditor'));

/** The fields of a file the editor changes. */
export type FileDraft = Pick<TemplateNode, 'name' | 'content' | 'scope' | 'language'>;

export interface FilePanelProps {
  /** The file as shown: the stored file with the unsaved edits over it. */
  file: FileDraft;
  /** Names of the folders it sits in (each a template too). */
  folders: string[];
  dirty: boolean;
  readOnly: boolean;
  saving: boolean;
  marks: EditorMark[];
  onChange: (changes: Partial<FileDraft>) => void;
  /** The Save button; Ctrl/Cmd+S is handled by the page, wherever the focus is. */
  onSave: () => void;
  editorRef: Ref<TemplateCodeEditorHandle>;
}

/** The open file: its output path template, scope and language, and the Liquid editor. */
export default function FilePanel({
  file,
  folders,
  dirty,
  readOnly,
  saving,
  marks,
  onChange,
  onSave,
  editorRef,
}: FilePanelProps) {
  const t = useT();
  const save = () => {
    if (dirty && !readOnly && !saving) onSave();
  };

  return (
    <Card
      className="content-card template-file"
      variant="borderless"
      size="small"
      title={
        <Space size={6} wrap>
          <Typography.Text strong>{t('template.file.title')}</Typography.Text>
          {dirty && <Badge status="warning" text={t('template.file.unsaved')} />}
        </Space>
      }
      extra={
        !readOnly && (
          <Tooltip title={t('template.file.saveHint')}>
            <Button
              type="primary"
              size="small"
              icon={<SaveOutlined />}
              disabled={!dirty}
              loading={saving}
              onClick={save}
            >
              {t('template.save')}
            </Button>
          </Tooltip>
        )
      }
    >
      <div className="template-file-fields">
        <label className="template-file-path">
          <span>{t('template.file.path')}</span>
          {folders.length > 0 && (
            // The folders wrap instead of being cut: the whole path stays readable.
            <code className="template-file-folders" data-testid="template-file-folders">
              {`${folders.join('/')}/`}
            </code>
          )}
          <Input
            value={file.name}
            readOnly={readOnly}
            title={file.name}
            aria-label={t('template.file.name')}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        </label>
        <label>
          <span>{t('template.scope')}</span>
          <Select<TemplateScope>
            value={file.scope}
            disabled={readOnly}
            aria-label={t('template.scope')}
            onChange={(scope) => onChange({ scope })}
            options={[
              { value: 'table', label: t('template.scope.table') },
              { value: 'all', label: t('template.scope.all') },
            ]}
          />
        </label>
        <label>
          <span>{t('template.language')}</span>
          <Select<TemplateNode['language']>
            value={file.language}
            disabled={readOnly}
            showSearch
            aria-label={t('template.language')}
            onChange={(language) => onChange({ language })}
            options={codeLanguageSchema.options.map((value) => ({ value, label: value }))}
          />
        </label>
      </div>
      <Suspense fallback={<Spin className="template-editor-loading" />}>
        <TemplateCodeEditor
          ref={editorRef}
          value={file.content}
          language={file.language}
          marks={marks}
          readOnly={readOnly}
          onChange={(content) => onChange({ content })}
          variables={completions.variables}
          filters={completions.filters}
          height="460px"
          aria-label={t('template.file.content')}
        />
      </Suspense>
    </Card>
  );
}
