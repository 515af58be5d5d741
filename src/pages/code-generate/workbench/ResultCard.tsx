import {
  ApiOutlined,
  DownOutlined,
  DownloadOutlined,
  FileZipOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import { Button, Empty, Space, Spin } from 'antd';
import { forwardRef, lazy, memo, Suspense, useMemo } from 'react';
import { useFeedback } from '@/components/feedback';
import type { TemplateError } from '@/contract/template';
import type { GenerateResult } from '@/contract/text';
import { copyText } from '@/utils/clipboard';
import { joinFiles } from './fileTree';
import Panel from '@/components/Panel';
import { useT } from '@/hooks/useT';

// Needed once there are files, not for the workbench's first render: each loads as a chunk of its
// own while the result card shows its empty state.
const ResultFiles = lazy(() => import('./ResultFiles'));
const TemplateErrors = lazy(() => import('./TemplateErrors'));
const Dropdown = lazy(() => import('antd/es/dropdown'));

/**
 * The 12 px arrow antd's Dropdown style gives its trigger, set here too: the button looks the same
 * before the Dropdown's code (and its style) is in.
 */
const TRIGGER_ARROW = { fontSize: 12 };

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

/** The generated files as a folder tree, the selected one highlighted, with copy and downloads. */
const ResultCard = forwardRef<HTMLDivElement, ResultCardProps>(function ResultCard(
  { result, templateErrors, generating, zipping, apiLoading, onZip, onApi },
  ref,
) {
  const t = useT();
  const { message } = useFeedback();
  const files = useMemo(() => result?.files ?? [], [result]);

  const copy = async (text: string) => {
    await copyText(text);
    message.success(t('codeGenerate.result.copied'));
  };

  const apiButton = (
    <Button size="small" icon={<ApiOutlined />} loading={apiLoading}>
      {t('codeGenerate.result.api')} <DownOutlined style={TRIGGER_ARROW} />
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
        // What the disabled Dropdown rendered: its button, disabled, with the trigger's class.
        <Button size="small" icon={<ApiOutlined />} className="ant-dropdown-trigger" disabled>
          {t('codeGenerate.result.api')} <DownOutlined style={TRIGGER_ARROW} />
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
      <Panel
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
        {templateErrors && (
          <Suspense fallback={null}>
            <TemplateErrors errors={templateErrors} />
          </Suspense>
        )}
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
      </Panel>
    </div>
  );
});

export default memo(ResultCard);
