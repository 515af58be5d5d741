import {
  ApiOutlined,
  DownOutlined,
  DownloadOutlined,
  FileZipOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Empty, Space, Spin, Typography } from 'antd';
import { forwardRef, lazy, memo, Suspense, useMemo } from 'react';
import { useIntl } from 'umi';
import { useFeedback } from '@/components/feedback';
import type { TemplateError } from '@/contract/template';
import type { GenerateResult } from '@/contract/text';
import { copyText } from '@/utils/clipboard';
import { joinFiles } from './fileTree';

// Needed once there are files, not for the workbench's first render: each loads as a chunk of its
// own while the result card shows its empty state.
const ResultFiles = lazy(() => import('./ResultFiles'));
const Dropdown = lazy(() => import('antd/es/dropdown'));

/** The height the file list takes (the tree's and the viewer's), held while its code loads. */
const FILES_HEIGHT = 480;

export interface ResultCardProps {
  result: GenerateResult | null;
  templateErrors: TemplateError[] | null;
  generating: boolean;
  zipping: boolean;
  apiLoading: boolean;
  onZip: () => void;
  onApi: (format: 'yaml' | 'json') => void;
}

/** Where each template failed: file, line and column, then the engine's message. */
export function TemplateErrors({ errors }: { errors: TemplateError[] }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="template-errors"
      message={intl.formatMessage(
        { id: 'codeGenerate.result.templateErrors' },
        { count: errors.length },
      )}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {errors.map((e, i) => (
            <li key={`${e.file}:${e.line}:${e.column}:${i}`}>
              <Typography.Text code>
                {e.file}:{e.line}:{e.column}
              </Typography.Text>{' '}
              {e.message}
            </li>
          ))}
        </ul>
      }
      style={{ marginBottom: 12 }}
    />
  );
}

/** The generated files as a folder tree, the selected one highlighted, with copy and downloads. */
const ResultCard = forwardRef<HTMLDivElement, ResultCardProps>(function ResultCard(
  { result, templateErrors, generating, zipping, apiLoading, onZip, onApi },
  ref,
) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message } = useFeedback();
  const files = useMemo(() => result?.files ?? [], [result]);

  const copy = async (text: string) => {
    await copyText(text);
    message.success(t('codeGenerate.result.copied'));
  };

  const apiButton = (
    <Button size="small" icon={<ApiOutlined />} loading={apiLoading}>
      {t('codeGenerate.result.api')} <DownOutlined />
    </Button>
  );

  const actions = (
    <Space wrap>
      <Button
        size="small"
        icon={<SnippetsOutlined />}
        disabled={files.length === 0}
        onClick={() => copy(joinFiles(files))}
      >
        {t('codeGenerate.result.copyAll')}
      </Button>
      <Button
        size="small"
        icon={<FileZipOutlined />}
        loading={zipping}
        disabled={files.length === 0}
        onClick={onZip}
        data-testid="download-zip"
      >
        {t('codeGenerate.result.zip')}
      </Button>
      {files.length === 0 ? (
        // What the disabled Dropdown rendered: its button, disabled.
        <Button size="small" icon={<ApiOutlined />} disabled>
          {t('codeGenerate.result.api')} <DownOutlined />
        </Button>
      ) : (
        <Suspense fallback={apiButton}>
          <Dropdown
            menu={{
              items: [
                { key: 'yaml', label: t('codeGenerate.result.api.yaml') },
                { key: 'json', label: t('codeGenerate.result.api.json') },
              ],
              onClick: ({ key }) => onApi(key as 'yaml' | 'json'),
            }}
          >
            {apiButton}
          </Dropdown>
        </Suspense>
      )}
    </Space>
  );

  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none' }}>
      <Card
        size="small"
        title={
          <Space>
            <DownloadOutlined />
            {result
              ? t('codeGenerate.result.title', { count: files.length })
              : t('codeGenerate.result.titleEmpty')}
          </Space>
        }
        extra={actions}
      >
        {templateErrors && <TemplateErrors errors={templateErrors} />}
        <Spin spinning={generating}>
          {!result ? (
            <Empty description={t('codeGenerate.result.empty')} />
          ) : files.length === 0 ? (
            <Empty description={t('codeGenerate.result.noFiles')} />
          ) : (
            <Suspense fallback={<div style={{ height: FILES_HEIGHT }} />}>
              <ResultFiles files={files} onCopy={copy} />
            </Suspense>
          )}
        </Spin>
      </Card>
    </div>
  );
});

export default memo(ResultCard);
