import {
  ApiOutlined,
  CopyOutlined,
  DownOutlined,
  DownloadOutlined,
  FileZipOutlined,
  SnippetsOutlined,
} from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  Dropdown,
  Empty,
  Row,
  Space,
  Spin,
  Tree,
  Typography,
} from 'antd';
import { forwardRef, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'umi';
import { useFeedback } from '@/components/feedback';
import type { TemplateError } from '@/contract/template';
import type { GenerateResult } from '@/contract/text';
import { copyText } from '@/utils/clipboard';
import { buildFileTree, folderKeys, joinFiles } from './fileTree';

const CodeViewer = lazy(() => import('@/components/CodeViewer'));

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
  const tree = useMemo(() => buildFileTree(files), [files]);
  const [selected, setSelected] = useState<string>();
  const [expanded, setExpanded] = useState<string[]>([]);

  useEffect(() => {
    setSelected(files[0]?.path);
    setExpanded(folderKeys(tree));
  }, [files, tree]);

  const file = files.find((f) => f.path === selected);

  const copy = async (text: string) => {
    await copyText(text);
    message.success(t('codeGenerate.result.copied'));
  };

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
      <Dropdown
        disabled={files.length === 0}
        menu={{
          items: [
            { key: 'yaml', label: t('codeGenerate.result.api.yaml') },
            { key: 'json', label: t('codeGenerate.result.api.json') },
          ],
          onClick: ({ key }) => onApi(key as 'yaml' | 'json'),
        }}
      >
        <Button size="small" icon={<ApiOutlined />} loading={apiLoading}>
          {t('codeGenerate.result.api')} <DownOutlined />
        </Button>
      </Dropdown>
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
            <Row gutter={12}>
              <Col xs={24} md={9}>
                <div data-testid="file-tree">
                  <Tree.DirectoryTree
                    aria-label={t('codeGenerate.result.tree')}
                    treeData={tree}
                    selectedKeys={selected ? [selected] : []}
                    expandedKeys={expanded}
                    onExpand={(keys) => setExpanded(keys.map(String))}
                    onSelect={(keys, info) => {
                      if (info.node.isLeaf) setSelected(String(keys[0]));
                    }}
                    // Long names scroll sideways instead of wrapping under their icons.
                    style={{ maxHeight: 480, overflow: 'auto', whiteSpace: 'nowrap' }}
                  />
                </div>
              </Col>
              <Col xs={24} md={15}>
                {file && (
                  <>
                    <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 4 }}>
                      <Typography.Text
                        code
                        ellipsis={{ tooltip: file.path }}
                        style={{ flex: 1, minWidth: 0 }}
                      >
                        {file.path}
                      </Typography.Text>
                      <Button
                        size="small"
                        icon={<CopyOutlined />}
                        onClick={() => copy(file.content)}
                        data-testid="copy-file"
                      >
                        {t('codeGenerate.result.copy')}
                      </Button>
                    </div>
                    <Suspense fallback={<div style={{ height: 480 }} />}>
                      <CodeViewer
                        value={file.content}
                        language={file.language}
                        aria-label={file.path}
                      />
                    </Suspense>
                  </>
                )}
              </Col>
            </Row>
          )}
        </Spin>
      </Card>
    </div>
  );
});

export default ResultCard;
