import {
  CheckCircleOutlined,
  CopyOutlined,
  DownOutlined,
  FileTextOutlined,
  FormatPainterOutlined,
  InboxOutlined,
  PlayCircleOutlined,
  RobotOutlined,
} from '@ant-design/icons';
import { Button, Col, Empty, Row, Space, Tag } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'umi';
import type { CodeEditorHandle } from '@/components/CodeEditor';
import InputEditor from '@/components/CodeEditor/InputEditor';
import DropZone from '@/components/DropZone';
import FileButton from '@/components/FileButton';
import LazySelect from '@/components/LazySelect';
import Panel from '@/components/Panel';
import TabbedPanel from '@/components/TabbedPanel';
import { type WorkDraft, useWorkDraft } from '@/components/draft';
import { useFeedback } from '@/components/feedback';
import PageHeader from '@/components/PageHeader';
import {
  IMPORT_ACCEPT,
  languageOf,
  useImportCheck,
  useLiveParse,
  useParseRecorder,
} from '@/components/tableInput';
import {
  LIVE_PARSE_MAX_LENGTH,
  type InputType,
  type ParserBody,
  type Problem,
  type SqlDialect,
  type Table,
  inputTypeSchema,
  sqlDialectSchema,
} from '@/contract/text';
import type { RootState } from '@/models/rootState';
import { copyText } from '@/utils/clipboard';
import { SAMPLES } from './text/samples';
import type { TablesViewKind } from '@/components/TablesView';
import { unreadLines } from './text/unreadLines';
import textModel from '@/models/text';
import codeGenerateModel from '@/models/codeGenerate';
import { useModels } from '@/models/useModels';
import { useT } from '@/hooks/useT';

// Opened on demand (the AI tab) or below the fold: their code loads after the page's own, so it is
// not evaluated in the same long task as the first render.
const AiParsePanel = lazy(() => import('./text/AiParsePanel'));
const QuickGenerate = lazy(() => import('./text/QuickGenerate'));
const HistoryCard = lazy(() => import('./text/HistoryCard'));
// Shown only after a parse (or a check) found something: antd's List and its pagination load then.
const DiagnosticList = lazy(() =>
  import('./text/IssueLists').then((m) => ({ default: m.DiagnosticList })),
);
const ProblemList = lazy(() =>
  import('./text/IssueLists').then((m) => ({ default: m.ProblemList })),
);
// The samples menu opens on hover; until its code is in (a moment after the first render) the
// same button stands alone.
const Dropdown = lazy(() => import('antd/es/dropdown'));
/** antd's Dropdown gives its trigger's arrow 12 px; the same before its style is in. */
const TRIGGER_ARROW = { fontSize: 12 };

// The tables' tabs and their grid (antd's Tabs, dnd-kit) are shown once a parse has found tables.
const loadTablesView = () =>
  Promise.all([import('@/components/TablesView'), import('@/components/FieldGrid')]).then(
    ([view]) => view,
  );
const TablesView = lazy(loadTablesView);

export default function TextPage() {
  useModels(textModel, codeGenerateModel);
  const t = useT();
  const { message } = useFeedback();
  const dispatch = useDispatch();
  // Field by field and flag by flag, not whole slices: a store update re-renders its subscribers
  // synchronously, and the history, the AI calls or the header's calls need not re-render the page.
  const text = useSelector((s: RootState) => s.text.text);
  const result = useSelector((s: RootState) => s.text.result);
  const tables = useSelector((s: RootState) => s.text.tables);
  const diagnostics = useSelector((s: RootState) => s.text.diagnostics);
  const problems = useSelector((s: RootState) => s.text.problems);
  const parsing = useSelector((s: RootState) => Boolean(s.loading.effects['text/create']));
  const importing = useSelector((s: RootState) =>
    Boolean(s.loading.effects['text/createFromFile']),
  );
  const aiParsing = useSelector((s: RootState) => Boolean(s.loading.effects['text/createAiParse']));
  const formatting = useSelector((s: RootState) =>
    Boolean(s.loading.effects['text/fetchFormatted']),
  );
  const checking = useSelector((s: RootState) => Boolean(s.loading.effects['text/fetchProblems']));
  const [inputType, setInputType] = useState<InputType>('auto');
  const [dialect, setDialect] = useState<SqlDialect | undefined>();
  const [activeTab, setActiveTab] = useState('0');
  const [selectedColumn, setSelectedColumn] = useState<string>();
  const [inputTab, setInputTab] = useState<'parser' | 'ai'>('parser');
  // The AI tab loads its models and allowance when first opened, then keeps its form.
  const [aiOpened, setAiOpened] = useState(false);
  const [aiSeed, setAiSeed] = useState<{ text: string; key: number }>();
  const openTab = (key: string) => {
    const next = key === 'ai' ? 'ai' : 'parser';
    if (next === 'ai') setAiOpened(true);
    setInputTab(next);
  };
  const editor = useRef<CodeEditorHandle>(null);
  const importable = useImportCheck();

  const effectiveType = inputType === 'auto' ? result?.inputType : inputType;
  const effectiveDialect = dialect ?? result?.dialect;

  const recorder = useParseRecorder();
  // The last live parse sent: once it answers with tables, it is offered to the recorder.
  const lastLive = useRef<ParserBody | null>(null);
  const parse = useCallback(
    (value: string, history = true) => {
      if (!value.trim()) return;
      // The tables' code loads while the parse is on its way, not after its tables arrive; a failed
      // fetch here is left to their own import, which asks again when they render.
      void loadTablesView().catch(() => undefined);
      const body: ParserBody = { text: value, inputType, ...(dialect ? { dialect } : {}) };
      if (history) recorder.recorded(body);
      lastLive.current = history ? null : body;
      dispatch({ type: 'text/create', payload: { ...body, history } });
    },
    [dispatch, inputType, dialect, recorder],
  );

  const live = useLiveParse(parse);
  useEffect(() => setActiveTab('0'), [result]);
  useEffect(() => {
    const body = lastLive.current;
    if (!body || !result || result.historyId !== null || result.tables.length === 0) return;
    lastLive.current = null;
    recorder.offer(body);
  }, [result, recorder]);

  const draftValue = useMemo<WorkDraft>(
    () => ({
      text,
      tables,
      parsed: result
        ? { inputType: result.inputType, dialect: result.dialect, diagnostics: result.diagnostics }
        : null,
      inputType,
      dialect,
    }),
    [text, tables, result, inputType, dialect],
  );
  const draft = useWorkDraft('/text', draftValue, (saved) => {
    live.cancel();
    dispatch({ type: 'text/saveText', payload: saved.text });
    dispatch({
      type: 'text/saveResult',
      payload: saved.parsed ? { ...saved.parsed, tables: saved.tables, historyId: null } : null,
    });
    dispatch({ type: 'text/saveTables', payload: saved.tables });
    setInputType(saved.inputType ?? 'auto');
    setDialect(saved.dialect);
    // Work that was never recorded (the tab closed too soon) is, once the user goes on with it.
    if (saved.text.trim() && saved.tables.length > 0) {
      const { text: savedText, inputType: savedType = 'auto', dialect: savedDialect } = saved;
      recorder.offer({
        text: savedText,
        inputType: savedType,
        ...(savedDialect ? { dialect: savedDialect } : {}),
      });
    }
    message.success(t('draft.restored'));
  });

  const onChange = (value: string) => {
    dispatch({ type: 'text/saveText', payload: value });
    live.schedule(value);
    recorder.postpone();
  };

  const loadSample = (key: string) => {
    const sample = SAMPLES.find((s) => s.key === key);
    if (!sample) return;
    live.cancel();
    lastLive.current = null;
    recorder.recorded({ text: sample.text, inputType: 'auto' });
    dispatch({ type: 'text/saveText', payload: sample.text });
    dispatch({ type: 'text/create', payload: { text: sample.text, inputType: 'auto' } });
  };

  const format = async () => {
    const language = languageOf(effectiveType);
    if (language === 'text') {
      message.warning(t('text.format.unsupported'));
      return;
    }
    const body = {
      text,
      language,
      ...(language === 'sql' && effectiveDialect ? { dialect: effectiveDialect } : {}),
    };
    const formatted = (await dispatch({ type: 'text/fetchFormatted', payload: body })) as unknown;
    if (typeof formatted === 'string') message.success(t('text.format.done'));
  };

  const checkTables = () => dispatch({ type: 'text/fetchProblems', payload: { tables } });

  const importFile = (file: File) => {
    if (!importable(file)) return;
    live.cancel();
    dispatch({ type: 'text/createFromFile', payload: { file, inputType, dialect } });
  };

  const copyFields = async () => {
    recorder.flush();
    await copyText(JSON.stringify(tables, null, 2));
    message.success(t('text.copied'));
  };

  const selectProblem = (p: Problem) => {
    const index = tables.findIndex((tb) => tb.tableName === p.tableName);
    if (index >= 0) setActiveTab(String(index));
    setSelectedColumn(p.columnName);
    if (p.line) editor.current?.goTo(p.line, p.column);
  };

  // "Try AI": the lines the grammar parser could not read go to the AI tab.
  const tryAi = () => {
    setAiSeed({ text: unreadLines(text, diagnostics), key: Date.now() });
    openTab('ai');
  };

  const busy = parsing || importing || aiParsing;

  const samplesButton = (
    <Button>
      {t('text.sample')} <DownOutlined style={TRIGGER_ARROW} />
    </Button>
  );

  const toolbar = (
    <Space wrap>
      <LazySelect
        aria-label={t('text.inputType')}
        value={inputType}
        style={{ width: 150 }}
        onChange={(next) => setInputType(next ?? 'auto')}
        options={inputTypeSchema.options.map((o) => ({ value: o, label: t(`text.type.${o}`) }))}
      />
      {effectiveType === 'sql' || effectiveType === 'insert' || inputType === 'sql' ? (
        <LazySelect
          aria-label={t('text.dialect')}
          allowClear
          placeholder={t('text.dialect.auto')}
          value={dialect}
          style={{ width: 150 }}
          onChange={setDialect}
          options={sqlDialectSchema.options.map((o) => ({
            value: o,
            label: t(`text.dialect.${o}`),
          }))}
        />
      ) : null}
      <Button
        type="primary"
        icon={<PlayCircleOutlined />}
        loading={parsing}
        onClick={() => parse(text)}
        disabled={!text.trim()}
      >
        {t('text.parse')}
      </Button>
      <Button
        icon={<FormatPainterOutlined />}
        loading={formatting}
        onClick={format}
        disabled={!text.trim()}
      >
        {t('text.format')}
      </Button>
      <FileButton accept={IMPORT_ACCEPT} onFile={importFile}>
        <Button icon={<InboxOutlined />} loading={importing}>
          {t('text.import')}
        </Button>
      </FileButton>
      <Suspense fallback={samplesButton}>
        <Dropdown
          menu={{
            items: SAMPLES.map((s) => ({ key: s.key, label: t(s.label) })),
            onClick: ({ key }) => loadSample(key),
          }}
        >
          {samplesButton}
        </Dropdown>
      </Suspense>
    </Space>
  );

  const [view, setView] = useState<TablesViewKind>('fields');
  const activeIndex = Number(activeTab);
  const onTableChange = useCallback(
    (next: Table) =>
      dispatch({ type: 'text/saveTable', payload: { index: activeIndex, table: next } }),
    [dispatch, activeIndex],
  );

  return (
    <>
      <PageHeader icon={<FileTextOutlined />} title="text.title" description="text.description" />
      {draft.banner}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <TabbedPanel
            activeKey={inputTab}
            onChange={openTab}
            tabs={[
              {
                key: 'parser',
                label: t('text.tab.parser'),
                icon: <FileTextOutlined aria-hidden />,
              },
              { key: 'ai', label: t('text.tab.ai'), icon: <RobotOutlined aria-hidden /> },
            ]}
          >
            <div hidden={inputTab !== 'parser'}>
              <div style={{ marginBottom: 12 }}>{toolbar}</div>
              {result && (
                // A secondary Paragraph's look (its 1em below), without Typography's code.
                <div className="hint-text" style={{ marginBottom: '1em' }} data-testid="detected">
                  {t('text.detected')} <Tag color="blue">{t(`text.type.${result.inputType}`)}</Tag>
                  {result.dialect && <Tag>{t(`text.dialect.${result.dialect}`)}</Tag>}
                </div>
              )}
              <DropZone accept={IMPORT_ACCEPT} onFile={importFile}>
                <InputEditor
                  ref={editor}
                  aria-label={t('text.editor')}
                  value={text}
                  onChange={onChange}
                  onSubmit={() => parse(text)}
                  language={languageOf(effectiveType)}
                  dialect={effectiveDialect}
                  diagnostics={diagnostics}
                  placeholder={t('text.placeholder')}
                />
              </DropZone>
              <span className="hint-text">{t('text.hint', { max: LIVE_PARSE_MAX_LENGTH })}</span>
              {diagnostics.length > 0 && (
                <Suspense fallback={null}>
                  <DiagnosticList
                    diagnostics={diagnostics}
                    onTryAi={tryAi}
                    onSelect={(d) => editor.current?.goTo(d.line, d.column)}
                  />
                </Suspense>
              )}
            </div>
            {aiOpened && (
              <div hidden={inputTab !== 'ai'}>
                <Suspense fallback={null}>
                  <AiParsePanel seed={aiSeed} />
                </Suspense>
              </div>
            )}
          </TabbedPanel>
        </Col>
        <Col xs={24} xl={16}>
          <Panel
            title={t('text.tables', { count: tables.length })}
            extra={
              <Space>
                <Button
                  icon={<CheckCircleOutlined />}
                  loading={checking}
                  disabled={tables.length === 0}
                  onClick={checkTables}
                >
                  {t('text.check')}
                </Button>
                <Button icon={<CopyOutlined />} disabled={tables.length === 0} onClick={copyFields}>
                  {t('text.copy')}
                </Button>
              </Space>
            }
          >
            {problems && (
              <Suspense fallback={null}>
                <ProblemList problems={problems} onSelect={selectProblem} />
              </Suspense>
            )}
            {tables.length === 0 ? (
              <Empty description={busy ? t('text.parsing') : t('text.empty')} />
            ) : (
              <Suspense fallback={null}>
                <TablesView
                  tables={tables}
                  view={view}
                  onViewChange={setView}
                  active={activeIndex}
                  onActiveChange={(index) => setActiveTab(String(index))}
                  selectedColumn={selectedColumn}
                  onTableChange={onTableChange}
                />
              </Suspense>
            )}
          </Panel>
          {/* Quick generate and the history under it appear together: the history is never shown
              first and then pushed down when quick generate's code arrives. */}
          <Suspense fallback={null}>
            <QuickGenerate />
            <HistoryCard refreshKey={result?.historyId} />
          </Suspense>
        </Col>
      </Row>
    </>
  );
}
