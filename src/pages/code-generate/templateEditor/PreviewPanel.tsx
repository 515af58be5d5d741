import { Alert, Empty, List, Spin, Tabs, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { type TemplatePreviewResult, codeLanguageSchema } from '@/contract/template';
import { useT } from '@/hooks/useT';

const TemplateCodeEditor = lazy(() => import('./TemplateCodeEditor'));

export interface PreviewPanelProps {
  /** The files and errors of the open file (already filtered to it). */
  files: TemplatePreviewResult['files'];
  errors: TemplatePreviewResult['errors'];
  loading: boolean;
  /** Jumps to an error of the open file in the editor. */
  onGoTo: (line: number, column: number) => void;
  openNodeId?: string;
}

/** The open file rendered over the sample table: its output path and code, or its errors. */
export default function PreviewPanel({
  files,
  errors,
  loading,
  onGoTo,
  openNodeId,
}: PreviewPanelProps) {
  const t = useT();

  return (
    <div className="template-preview" aria-busy={loading}>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          className="template-errors"
          message={t('template.preview.errors', { count: errors.length })}
          description={
            <List
              size="small"
              dataSource={errors}
              renderItem={(e) => {
                const text = t('template.preview.errorAt', {
                  file: e.file,
                  line: e.line,
                  column: e.column,
                  message: e.message,
                });
                return (
                  <List.Item>
                    {e.nodeId === openNodeId ? (
                      <Typography.Link onClick={() => onGoTo(e.line, e.column)}>
                        {text}
                      </Typography.Link>
                    ) : (
                      <Typography.Text>{text}</Typography.Text>
                    )}
                  </List.Item>
                );
              }}
            />
          }
        />
      )}
      {files.length === 0 ? (
        <Spin spinning={loading}>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(loading ? 'template.preview.rendering' : 'template.preview.none')}
          />
        </Spin>
      ) : (
        <Tabs
          size="small"
          items={files.map((file, index) => ({
            key: `${index}`,
            label: <code className="template-preview-path">{file.path}</code>,
            children: (
              <Suspense fallback={<Spin />}>
                <Typography.Text type="secondary" className="template-preview-caption">
                  {t('template.preview.renderedPath')} <code>{file.path}</code>
                </Typography.Text>
                <TemplateCodeEditor
                  value={file.content}
                  language={codeLanguageSchema.catch('text').parse(file.language)}
                  liquid={false}
                  readOnly
                  height="360px"
                  aria-label={t('template.preview.output')}
                />
              </Suspense>
            ),
          }))}
        />
      )}
    </div>
  );
}
