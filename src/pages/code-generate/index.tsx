import { CodeOutlined, SettingOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Col, Row, Space } from 'antd';
import type { FormInstance } from 'antd';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDispatch, useIntl, useSearchParams, useSelector } from 'umi';
import { type WorkDraft, useWorkDraft } from '@/components/draft';
import { useFeedback } from '@/components/feedback';
import PageHeader from '@/components/PageHeader';
import type { Envelope } from '@/contract/core';
import type { GenerateApiResult, GenerateLogDetail } from '@/contract/codeGenerate';
import type { GenerateBody, GenerateResult, GenerationSettings } from '@/contract/text';
import type { RootState } from '@/models/rootState';
import { downloadBlob } from '@/utils/clipboard';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import { useCommitted } from '@/hooks/useCommitted';
import { useNearViewport } from '@/hooks/useNearViewport';
import { useStableCallback } from '@/hooks/useStableCallback';
import { aiFilesZip, aiZipName } from './workbench/aiZip';
import InputCard from './workbench/InputCard';
import ResultCard from './workbench/ResultCard';
import TablesCard from './workbench/TablesCard';
import {
  formValuesOf,
  optionValues,
  showSettingsErrors,
  validateSettings,
  type SettingsFormValues,
} from './workbench/settings';
import codeGenerateModel from '@/models/codeGenerate';
import templateModel from '@/models/template';
import textModel from '@/models/text';
import { useModels } from '@/models/useModels';
import Panel from '@/components/Panel';
import { useT } from '@/hooks/useT';

// Below the fold (the AI panel) or closed at first (history): their code loads after the page's
// own, so it is not evaluated in the same long task as the first render.
const loadAiPanel = () => import('./workbench/AiPanel');
const AiPanel = lazy(loadAiPanel);
const HistoryDrawer = lazy(() => import('./workbench/HistoryDrawer'));
// The settings form (antd's Form, Select, Input, Switch, Tooltip: the largest part of the page's
// code) renders once its chunk is in; until then its card holds the form's first height. Its chunk
// is fetched as this module runs, beside the page's first render, which does not wait for it.
const loadSettingsCard = () => import('./workbench/SettingsCard');
const SettingsCard = lazy(loadSettingsCard);
loadSettingsCard().catch(() => undefined);

/**
 * The settings card before its form has loaded: the same card and title, and the height of the
 * form's first state (five vertical items of 86 px: a 22 px label, 8 px below it, a 32 px control
 * and 24 px after it), so nothing below moves when the form takes its place.
 */
function SettingsPlaceholder({ title }: { title: string }) {
  return (
    <Panel
      title={
        <Space>
          <SettingOutlined />
          {title}
        </Space>
      }
    >
      <div style={{ height: 5 * 86 }} />
    </Panel>
  );
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The generator workbench: tables in (paste, file, the text tool, history) → field lists → a
 * template group and settings → generate (button or Ctrl/Cmd+Enter) → a file tree with the code,
 * copy, zip and OpenAPI downloads.
 */
export default function CodeGeneratePage() {
  useModels(codeGenerateModel, templateModel, textModel);
  const intl = useIntl();
  const t = useT();
  const { message } = useFeedback();
  const dispatch = useDispatch();
  const dispatchEffect = useEffectDispatch();
  // The settings form's instance, from the settings card once its code is in: the form library
  // loads with the card, not before the page's first render.
  const [form, setForm] = useState<FormInstance<SettingsFormValues>>();
  const [searchParams] = useSearchParams();
  const {
    tables,
    input,
    parsed,
    templateId,
    settings,
    settingsVersion,
    defaults,
    result,
    resultFromAi,
    templateErrors,
  } = useSelector((s: RootState) => s.codeGenerate);
  const groups = useSelector((s: RootState) => s.template.groups);
  const textTables = useSelector((s: RootState) => s.text.tables);
  const signedIn = useSelector((s: RootState) => s.user.signedIn);
  // One flag each, not the whole map: any effect starting or ending anywhere (the header's calls,
  // the AI panel's) would otherwise re-render the workbench, synchronously, as a store update does.
  const generating = useSelector((s: RootState) =>
    Boolean(s.loading.effects['codeGenerate/create']),
  );
  const groupsLoading = useSelector((s: RootState) =>
    Boolean(s.loading.effects['template/fetchGroups']),
  );
  const saving = useSelector((s: RootState) =>
    Boolean(s.loading.effects['codeGenerate/updateSetting']),
  );
  const zipping = useSelector((s: RootState) =>
    Boolean(s.loading.effects['codeGenerate/fetchZip']),
  );
  const apiLoading = useSelector((s: RootState) =>
    Boolean(s.loading.effects['codeGenerate/fetchApi']),
  );
  const reopening = useSelector((s: RootState) =>
    Boolean(s.loading.effects['codeGenerate/fetchHistoryEntry']),
  );
  const [templateError, setTemplateError] = useState<string>();
  const [historyOpen, setHistoryOpen] = useState(false);
  // The drawer (and its code) is first mounted when it is first opened.
  const [historyUsed, setHistoryUsed] = useState(false);
  const [historyBusy, setHistoryBusy] = useState<number | null>(null);
  // The settings form is lazy: rendered after the first commit, so that commit, and the calls for
  // the groups and settings, do not wait for its chunk.
  const committed = useCommitted();
  // The AI panel, below the fold, follows once the settings form is in and the groups have
  // answered, so its chunks do not share the network with what the first screen waits for. Its
  // code is fetched then; it renders when the page is scrolled near it (on a phone, its render
  // was one of the longest tasks of the start).
  const [aiPanelShown, setAiPanelShown] = useState(false);
  useEffect(() => {
    if (!form || groupsLoading) return;
    setAiPanelShown(true);
    loadAiPanel().catch(() => undefined);
  }, [form, groupsLoading]);
  const aiSlotRef = useRef<HTMLDivElement>(null);
  const aiPanelNear = useNearViewport(aiSlotRef);
  const resultRef = useRef<HTMLDivElement>(null);
  const generateRef = useRef<HTMLButtonElement>(null);
  const group = groups.find((g) => g.id === templateId);

  const draftValue = useMemo<WorkDraft>(
    () => ({
      text: input,
      tables,
      parsed: parsed
        ? { inputType: parsed.inputType, dialect: parsed.dialect, diagnostics: parsed.diagnostics }
        : null,
    }),
    [input, tables, parsed],
  );
  const draft = useWorkDraft('/code-generate', draftValue, (saved) => {
    dispatch({ type: 'codeGenerate/saveInput', payload: saved.text });
    if (saved.parsed) {
      dispatch({
        type: 'codeGenerate/saveParsed',
        payload: { ...saved.parsed, tables: saved.tables, historyId: null },
      });
    } else {
      dispatch({ type: 'codeGenerate/saveTables', payload: saved.tables });
    }
    message.success(t('draft.restored'));
  });

  useEffect(() => {
    dispatch({ type: 'template/fetchGroups' });
    dispatch({ type: 'codeGenerate/fetchSetting' });
  }, [dispatch, signedIn]);

  // "Open in generator" on the text tool brings its tables along.
  const fromText = searchParams.get('from') === 'text';
  useEffect(() => {
    if (fromText && textTables.length > 0) {
      dispatch({ type: 'codeGenerate/saveTables', payload: textTables });
    }
    // Only on arrival; later edits in the text tool are taken with "Use tables from the text tool".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromText]);

  // The user's defaults fill the form once, unless a generation was reopened first.
  useEffect(() => {
    if (!defaults || settingsVersion > 0) return;
    dispatch({ type: 'codeGenerate/saveSettings', payload: defaults.settings });
  }, [defaults, settingsVersion, dispatch]);

  // A group that is gone (deleted, or a stale default) would fail the generation: the saved
  // default or else the first group is taken instead, so anonymous users can go at once.
  useEffect(() => {
    if (!defaults || groups.length === 0) return;
    const known = (id: string | null) => id !== null && groups.some((g) => g.id === id);
    if (known(templateId)) return;
    const next = known(defaults.defaultTemplateId) ? defaults.defaultTemplateId : groups[0].id;
    dispatch({ type: 'codeGenerate/saveTemplateId', payload: next });
  }, [defaults, templateId, groups, dispatch]);

  // Settings loaded (defaults or a reopened generation) replace the form's values. The form's store
  // takes them at once; its fields re-render as a transition, in slices (on a phone, as the page
  // starts, each of these re-renders was one long task).
  useEffect(() => {
    if (settingsVersion === 0 || !form) return;
    startTransition(() => form.setFieldsValue(formValuesOf(settings, group)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settingsVersion, form]);

  // Another group: its options, keeping values the user set that still fit.
  useEffect(() => {
    if (!form) return;
    const current = (form.getFieldValue('options') ?? {}) as Record<string, boolean | string>;
    startTransition(() =>
      form.setFieldValue('options', optionValues(group, { ...settings?.options, ...current })),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group, form]);

  const onTemplateChange = useCallback(
    (id: string) => {
      setTemplateError(undefined);
      dispatch({ type: 'codeGenerate/saveTemplateId', payload: id });
    },
    [dispatch],
  );

  /** The request body, or undefined after showing what is missing or invalid. */
  const body = useCallback((): GenerateBody | undefined => {
    if (tables.length === 0) {
      message.warning(t('codeGenerate.noTables'));
      return undefined;
    }
    if (!templateId) {
      setTemplateError(t('codeGenerate.group.required'));
      document.getElementById('code-generate-group')?.focus();
      return undefined;
    }
    // No form yet (its code is still loading): nothing to send, and nothing to show either.
    if (!form) return undefined;
    const valid: GenerationSettings | undefined = validateSettings(form, group);
    if (!valid) {
      const first = form.getFieldsError().find((f) => f.errors.length > 0);
      if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
      return undefined;
    }
    return { tables, templateId, settings: valid };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tables, templateId, group, form, message, intl.locale]);

  const generate = useCallback(async () => {
    const payload = body();
    if (!payload) return;
    const res = await dispatchEffect<Envelope<GenerateResult | unknown> | undefined>(
      'codeGenerate/create',
      payload,
    );
    if (!res) return;
    if (res.code === 200) {
      // Focus scrolls the files into view and puts keyboard users next to the tree.
      resultRef.current?.focus();
    } else if (res.code === 422) {
      if (form && showSettingsErrors(form, res.data)) return;
      const data = res.data as Record<string, unknown> | null;
      if (data && typeof data.templateId === 'string') setTemplateError(data.templateId);
    }
  }, [body, dispatchEffect, form]);

  // Ctrl/Cmd+Enter anywhere generates; the input editor keeps it for parsing (it prevents default).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.key !== 'Enter' || !(event.ctrlKey || event.metaKey))
        return;
      event.preventDefault();
      void generate();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [generate]);

  const zip = async (payload: GenerateBody | undefined = resultFromAi ? undefined : body()) => {
    if (!payload) {
      if (resultFromAi && result) downloadBlob(await aiFilesZip(result.files), aiZipName(tables));
      return;
    }
    const blob = await dispatchEffect<Blob | undefined>('codeGenerate/fetchZip', payload);
    // Named as the server names it: first table (or "tables") and the group's key.
    const [first] = payload.tables;
    const what = payload.tables.length === 1 ? first.tableName || first.className : 'tables';
    const name = `${what}-${payload.templateId.replace(/^builtin:/, '')}`.replace(/[^\w.-]+/g, '_');
    if (blob) downloadBlob(blob, `${name}.zip`);
  };

  const api = async (format: 'yaml' | 'json') => {
    const payload = body();
    if (!payload) return;
    const doc = await dispatchEffect<GenerateApiResult | undefined>('codeGenerate/fetchApi', {
      tables: payload.tables,
      settings: payload.settings,
      format,
    });
    if (!doc) return;
    const type = format === 'json' ? 'application/json' : 'application/yaml';
    downloadBlob(new Blob([doc.content], { type }), doc.fileName);
  };

  const saveDefaults = async () => {
    // Its button is in the settings card, so the form is there.
    if (!form) return;
    const valid = validateSettings(form, group);
    if (!valid) return;
    const res = await dispatchEffect<Envelope<unknown> | undefined>('codeGenerate/updateSetting', {
      settings: valid,
      naming: defaults?.naming ?? {},
      typeOverrides: defaults?.typeOverrides ?? [],
      defaultTemplateId: templateId,
    });
    if (res?.code === 200) message.success(t('codeGenerate.settings.saved'));
    else if (res?.code === 422) showSettingsErrors(form, res.data);
  };

  const reopen = async (id: number, download: boolean) => {
    setHistoryBusy(id);
    const entry = await dispatchEffect<GenerateLogDetail | undefined>(
      'codeGenerate/fetchHistoryEntry',
      { id },
    );
    if (!entry) return;
    setTemplateError(undefined);
    if (download && entry.aiFiles) {
      downloadBlob(await aiFilesZip(entry.aiFiles), aiZipName(entry.tables));
    } else if (download) {
      await zip({ tables: entry.tables, templateId: entry.templateId, settings: entry.settings });
    } else {
      setHistoryOpen(false);
      message.success(t('codeGenerate.history.opened', { count: entry.tables.length }));
      generateRef.current?.focus();
    }
  };

  // The cards are memoised: their callbacks keep one identity, so a page render (a keystroke's
  // saved input, a loading flag) re-renders only the cards whose data changed.
  const openHistory = useCallback(() => {
    setHistoryUsed(true);
    setHistoryOpen(true);
  }, []);
  const onSaveDefaults = useStableCallback(() => void saveDefaults());
  const onZip = useStableCallback(() => void zip());
  const onApi = useStableCallback((format: 'yaml' | 'json') => void api(format));
  const getSettings = useStableCallback(() => (form ? validateSettings(form, group) : undefined));
  const onAiDone = useCallback(() => resultRef.current?.focus(), []);

  const shortcut = isMac ? '⌘ Enter' : 'Ctrl+Enter';
  const settingsPlaceholder = <SettingsPlaceholder title={t('codeGenerate.settings.title')} />;

  return (
    <>
      <PageHeader
        icon={<CodeOutlined />}
        title="codeGenerate.title"
        description="codeGenerate.description"
      />
      {draft.banner}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={8}>
          <InputCard onOpenHistory={openHistory} />
        </Col>
        <Col xs={24} xl={16}>
          <TablesCard />
        </Col>
        <Col xs={24} xl={8}>
          <Suspense fallback={settingsPlaceholder}>
            {committed ? (
              <SettingsCard
                onFormReady={setForm}
                groups={groups}
                groupsLoading={groupsLoading}
                templateId={templateId}
                onTemplateChange={onTemplateChange}
                templateError={templateError}
                signedIn={signedIn}
                saving={saving}
                onSaveDefaults={onSaveDefaults}
              />
            ) : (
              settingsPlaceholder
            )}
          </Suspense>
          <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
            <Button
              ref={generateRef}
              type="primary"
              size="large"
              block
              icon={<ThunderboltOutlined />}
              loading={generating}
              onClick={() => void generate()}
              aria-keyshortcuts="Control+Enter Meta+Enter"
              data-testid="generate"
            >
              {t('codeGenerate.generate')}
            </Button>
            <span className="hint-text">
              {t('codeGenerate.generate.hint', { shortcut, count: tables.length })}
            </span>
          </Space>
        </Col>
        <Col xs={24} xl={16}>
          <ResultCard
            ref={resultRef}
            result={result}
            templateErrors={templateErrors}
            generating={generating}
            zipping={zipping}
            apiLoading={apiLoading}
            onZip={onZip}
            onApi={onApi}
          />
        </Col>
        <Col xs={24}>
          <div ref={aiSlotRef} data-testid="ai-panel-slot">
            {aiPanelShown && aiPanelNear && (
              <Suspense fallback={null}>
                <AiPanel getSettings={getSettings} onDone={onAiDone} />
              </Suspense>
            )}
          </div>
        </Col>
      </Row>
      {historyUsed && (
        <Suspense fallback={null}>
          <HistoryDrawer
            open={historyOpen}
            onClose={() => setHistoryOpen(false)}
            onOpen={(id) => void reopen(id, false)}
            onDownload={(id) => void reopen(id, true)}
            // A failed effect never settles its promise, so "busy" follows dva-loading, not the await.
            busyId={reopening || zipping ? historyBusy : null}
          />
        </Suspense>
      )}
    </>
  );
}
