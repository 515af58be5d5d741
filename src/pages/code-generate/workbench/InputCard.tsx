import {
  FileTextOutlined,
  HistoryOutlined,
  InboxOutlined,
  PlayCircleOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import { memo, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import {
  IMPORT_ACCEPT,
  languageOf,
  useImportCheck,
  useLiveParse,
  useParseRecorder,
} from '@/components/tableInput';
import InputEditor from '@/components/CodeEditor/InputEditor';
import FileButton from '@/components/FileButton';
import type { ParserBody } from '@/contract/text';
import type { RootState } from '@/models/rootState';
import Panel from '@/components/Panel';
import { useT } from '@/hooks/useT';

/**
 * Where the tables come from: a paste (type detected, parsed as you type and on Ctrl/Cmd+Enter), a
 * file, the text tool's tables, or an earlier generation.
 */
function InputCard({ onOpenHistory }: { onOpenHistory: () => void }) {
  const t = useT();
  const { message } = useFeedback();
  const dispatch = useDispatch();
  const parsed = useSelector((s: RootState) => s.codeGenerate.parsed);
  const textTables = useSelector((s: RootState) => s.text.tables);
  const parsing = useSelector((s: RootState) => s.loading.effects['codeGenerate/createTables']);
  const importing = useSelector(
    (s: RootState) => s.loading.effects['codeGenerate/createTablesFromFile'],
  );
  const text = useSelector((s: RootState) => s.codeGenerate.input);
  const importable = useImportCheck();
  const recorder = useParseRecorder();
  // The last live parse sent: once it answers with tables, it is offered to the recorder.
  const lastLive = useRef<ParserBody | null>(null);

  const parse = (value: string, history = true) => {
    if (!value.trim()) return;
    live.cancel();
    const body: ParserBody = { text: value, inputType: 'auto' };
    if (history) recorder.recorded(body);
    lastLive.current = history ? null : body;
    dispatch({ type: 'codeGenerate/createTables', payload: { ...body, history } });
  };

  const live = useLiveParse(parse);

  useEffect(() => {
    const body = lastLive.current;
    if (!body || !parsed || parsed.historyId !== null || parsed.tables.length === 0) return;
    lastLive.current = null;
    recorder.offer(body);
  }, [parsed, recorder]);

  const onChange = (value: string) => {
    dispatch({ type: 'codeGenerate/saveInput', payload: value });
    live.schedule(value);
    recorder.postpone();
  };

  const importFile = (file: File) => {
    if (!importable(file)) return;
    live.cancel();
    dispatch({ type: 'codeGenerate/createTablesFromFile', payload: { file } });
  };

  const useTextTables = () => {
    dispatch({ type: 'codeGenerate/saveTables', payload: textTables });
    message.success(t('codeGenerate.input.fromTextDone', { count: textTables.length }));
  };

  return (
    <Panel
      title={
        <Space>
          <FileTextOutlined />
          {t('codeGenerate.input.title')}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Button
          type="primary"
          ghost
          icon={<PlayCircleOutlined />}
          loading={parsing}
          disabled={!text.trim()}
          onClick={() => parse(text)}
        >
          {t('codeGenerate.input.parse')}
        </Button>
        <FileButton accept={IMPORT_ACCEPT} onFile={importFile}>
          <Button icon={<InboxOutlined />} loading={importing}>
            {t('codeGenerate.input.import')}
          </Button>
        </FileButton>
        {textTables.length > 0 && (
          <Button icon={<SwapOutlined />} onClick={useTextTables} data-testid="use-text-tables">
            {t('codeGenerate.input.fromText', { count: textTables.length })}
          </Button>
        )}
        <Button icon={<HistoryOutlined />} onClick={onOpenHistory}>
          {t('codeGenerate.history')}
        </Button>
      </Space>
      {parsed && (
        <div className="hint-text" style={{ marginBottom: 8 }} data-testid="detected">
          {t('text.detected')} <Tag color="blue">{t(`text.type.${parsed.inputType}`)}</Tag>
          {parsed.dialect && <Tag>{t(`text.dialect.${parsed.dialect}`)}</Tag>}
          {parsed.diagnostics.length > 0 && (
            <Tag color="orange">{t('text.diagnostics', { count: parsed.diagnostics.length })}</Tag>
          )}
        </div>
      )}
      <InputEditor
        aria-label={t('codeGenerate.input.editor')}
        value={text}
        onChange={onChange}
        onSubmit={() => parse(text)}
        language={languageOf(parsed?.inputType)}
        dialect={parsed?.dialect}
        diagnostics={text ? parsed?.diagnostics : undefined}
        placeholder={t('codeGenerate.input.placeholder')}
        height="260px"
      />
      <span className="hint-text">{t('codeGenerate.input.hint')}</span>
    </Panel>
  );
}

export default memo(InputCard);
