import { CopyOutlined } from '@ant-design/icons';
import { Button, Col, Row, Tree, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { GeneratedFile } from '@/contract/text';
import { buildFileTree, folderKeys } from './fileTree';
import { useT } from '@/hooks/useT';

const CodeViewer = lazy(() => import('@/components/CodeViewer'));

export interface ResultFilesProps {
  files: GeneratedFile[];
  onCopy: (text: string) => void;
}

/**
 * The generated files as a folder tree beside the selected file's code. Its own chunk: the tree
 * is needed only once there is a result, not for the workbench's first render.
 */
export default function ResultFiles({ files, onCopy }: ResultFilesProps) {
  const t = useT();
  const tree = useMemo(() => buildFileTree(files), [files]);
  const [selected, setSelected] = useState<string>();
  const [expanded, setExpanded] = useState<string[]>([]);

  useEffect(() => {
    setSelected(files[0]?.path);
    setExpanded(folderKeys(tree));
  }, [files, tree]);

  const file = files.find((f) => f.path === selected);

  return (
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
                onClick={() => onCopy(file.content)}
                data-testid="copy-file"
              >
                {t('codeGenerate.result.copy')}
              </Button>
            </div>
            <Suspense fallback={<div style={{ height: 480 }} />}>
              <CodeViewer value={file.content} language={file.language} aria-label={file.path} />
            </Suspense>
          </>
        )}
      </Col>
    </Row>
  );
}
