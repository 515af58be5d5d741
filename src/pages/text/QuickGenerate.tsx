import { CodeOutlined, CopyOutlined, ExportOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Select, Space, Spin, Tabs } from 'antd';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useDispatch, useNavigate, useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import {
  quickTargetSchema,
  sqlDialectSchema,
  type QuickTarget,
  type SqlDialect,
} from '@/contract/text';
import type { RootState } from '@/models/rootState';
import { copyText } from '@/utils/clipboard';
import { useT } from '@/hooks/useT';

const CodeViewer = lazy(() => import('@/components/CodeViewer'));

const DDL_DIALECTS = sqlDialectSchema.options.filter((d) => d !== 'db2');
type DdlDialect = Exclude<SqlDialect, 'db2'>;

/** One-click outputs of the current tables (entity, TS, Go, JSON, Markdown, DDL) and the way on. */
function QuickGenerate() {
  const t = useT();
  const { message } = useFeedback();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const tables = useSelector((s: RootState) => s.text.tables);
  const quick = useSelector((s: RootState) => s.codeGenerate.quick);
  const loading = useSelector((s: RootState) => s.loading.effects['codeGenerate/createQuick']);
  const [target, setTarget] = useState<QuickTarget>('java-entity');
  const [dialect, setDialect] = useState<DdlDialect>('mysql');
  const [active, setActive] = useState<string>();

  const generate = (next: QuickTarget = target, nextDialect: DdlDialect = dialect) => {
    if (tables.length === 0) return;
    dispatch({
      type: 'codeGenerate/createQuick',
      payload: { tables, target: next, ...(next === 'ddl' ? { dialect: nextDialect } : {}) },
    });
  };

  const files = quick?.files ?? [];
  useEffect(() => setActive(files[0]?.path), [quick]); // eslint-disable-line react-hooks/exhaustive-deps
  const file = files.find((f) => f.path === active) ?? files[0];

  const copy = async () => {
    if (!file) return;
    await copyText(file.content);
    message.success(t('text.copied'));
  };

  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={
        <Space>
          <CodeOutlined />
          {t('text.quick.title')}
        </Space>
      }
      extra={
        <Button
          icon={<ExportOutlined />}
          disabled={tables.length === 0}
          onClick={() => navigate('/code-generate?from=text')}
          data-testid="open-in-generator"
        >
          {t('text.quick.open')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Select
          aria-label={t('text.quick.target')}
          value={target}
          style={{ width: 190 }}
          onChange={(next) => {
            setTarget(next);
            generate(next);
          }}
          options={quickTargetSchema.options.map((o) => ({
            value: o,
            label: t(`text.quick.target.${o}`),
          }))}
        />
        {target === 'ddl' && (
          <Select
            aria-label={t('text.quick.dialect')}
            value={dialect}
            style={{ width: 150 }}
            onChange={(next) => {
              setDialect(next);
              generate('ddl', next);
            }}
            options={DDL_DIALECTS.map((d) => ({ value: d, label: t(`text.dialect.${d}`) }))}
          />
        )}
        <Button
          type="primary"
          icon={<ThunderboltOutlined />}
          loading={loading}
          disabled={tables.length === 0}
          onClick={() => generate()}
        >
          {t('text.quick.generate')}
        </Button>
        <Button icon={<CopyOutlined />} disabled={!file} onClick={copy}>
          {t('text.quick.copy')}
        </Button>
      </Space>
      <Spin spinning={Boolean(loading)}>
        {!file ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              tables.length === 0
                ? t('text.quick.empty')
                : t('text.quick.ready', { count: tables.length })
            }
          />
        ) : (
          <>
            {files.length > 1 && (
              <Tabs
                size="small"
                activeKey={file.path}
                onChange={setActive}
                items={files.map((f) => ({ key: f.path, label: f.path.split('/').pop() }))}
              />
            )}
            <Suspense fallback={<div style={{ height: 320 }} />}>
              <CodeViewer
                value={file.content}
                language={file.language}
                dialect={target === 'ddl' ? dialect : undefined}
                height="320px"
                aria-label={t('text.quick.viewer')}
              />
            </Suspense>
          </>
        )}
      </Spin>
    </Card>
  );
}

export default memo(QuickGenerate);
