import { RobotOutlined, StopOutlined } from '@ant-design/icons';
import {
  AutoComplete,
  Button,
  Card,
  Col,
  ConfigProvider,
  Empty,
  Form,
  Input,
  Row,
  Space,
  Tag,
  Typography,
} from 'antd';
import { memo, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'umi';
import { AiGate, AiModelSelect, AiUsageLine, newRequestId, useAi } from '@/components/ai';
import { useFeedback } from '@/components/feedback';
import { zodRule } from '@/components/zodRule';
import { AI_INSTRUCTION_MAX_LENGTH } from '@/contract/ai';
import { aiGenerateBody, type AiGenerateBody } from '@/contract/codeGenerate';
import { Code, WARNING_CODES } from '@/contract/basics';
import type { GenerationSettings } from '@/contract/text';
import type { RootState } from '@/models/rootState';
import { aiGenerate } from '@/services/codeGenerate';
import { showFieldErrors } from '@/utils/forms';
import styles from './aiPanel.less';
import { AI_TARGET_PRESETS, isAbort, readAiEvent } from './aiStream';
import { useT } from '@/hooks/useT';

interface AiPanelValues {
  model?: string;
  target: string;
  instruction: string;
}

type Phase = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';

export interface AiPanelProps {
  /** The workbench's settings when valid (package, author ...); undefined after showing errors. */
  getSettings: () => GenerationSettings | undefined;
  /** A generation finished: its files are the workbench's result. */
  onDone: () => void;
}

/**
 * Generation by an AI model: the workbench's tables, a target and an instruction. The code streams
 * in as the model writes it; Stop aborts the request (the server records the call as cancelled);
 * a finished answer becomes the result (files) and an entry of the history.
 */
function AiPanel({ getSettings, onDone }: AiPanelProps) {
  const t = useT();
  const { message } = useFeedback();
  const dispatch = useDispatch();
  const [form] = Form.useForm<AiPanelValues>();
  const ai = useAi();
  const tables = useSelector((s: RootState) => s.codeGenerate.tables);
  const text = useSelector((s: RootState) => s.codeGenerate.aiText);
  const [phase, setPhase] = useState<Phase>('idle');
  const controller = useRef<AbortController | null>(null);
  const output = useRef<HTMLPreElement>(null);
  const modelId = Form.useWatch('model', form) ?? ai.defaultModel?.id;
  const model = ai.models.find((m) => m.id === modelId);

  // Leaving the page stops a running generation.
  useEffect(() => () => controller.current?.abort(), []);

  // The newest text stays in view while it streams.
  useEffect(() => {
    const node = output.current;
    if (node && phase === 'streaming') node.scrollTop = node.scrollHeight;
  }, [text, phase]);

  const stop = () => controller.current?.abort();

  const run = async (values: AiPanelValues) => {
    const checked = aiGenerateBody.shape.tables.safeParse(tables);
    if (!checked.success) {
      message.warning(checked.error.issues[0]?.message ?? t('codeGenerate.noTables'));
      return;
    }
    const settings = getSettings();
    if (!settings) return;
    const body: AiGenerateBody = {
      tables,
      target: values.target.trim(),
      instruction: values.instruction.trim(),
      settings,
      model: values.model ?? ai.defaultModel?.id,
      requestId: newRequestId(),
    };
    const abort = new AbortController();
    controller.current = abort;
    dispatch({ type: 'codeGenerate/saveAiText', payload: '' });
    setPhase('streaming');
    let finished = false;
    try {
      const envelope = await aiGenerate(
        { body },
        {
          signal: abort.signal,
          onEvent: (raw) => {
            const event = readAiEvent(raw);
            if (!event) return;
            if (event.type === 'start') {
              dispatch({ type: 'codeGenerate/saveAiCharge', payload: event.charge });
            } else if (event.type === 'delta') {
              dispatch({ type: 'codeGenerate/saveAiDelta', payload: event.text });
            } else if (event.type === 'done') {
              finished = true;
              dispatch({ type: 'codeGenerate/saveTemplateErrors', payload: null });
              dispatch({
                type: 'codeGenerate/saveAiResult',
                payload: { files: event.files, historyId: event.historyId },
              });
            } else if (WARNING_CODES.includes(event.code)) {
              message.warning(event.message);
            } else {
              message.error(event.message);
            }
          },
        },
      );
      // Refused before streaming (422, 901/902/903, not configured): the request layer showed it.
      if (envelope && envelope.code === Code.VALIDATION) showFieldErrors(form, envelope);
      setPhase(finished ? 'done' : 'failed');
      if (finished) onDone();
    } catch (err) {
      // Anything but Stop is an HTTP or network failure the request layer has already shown.
      if (isAbort(err, abort.signal)) {
        setPhase('stopped');
        message.info(t('ai.generate.stopped'));
      } else setPhase('failed');
    } finally {
      controller.current = null;
      // A stopped or failed call may have been refunded: read the allowance again.
      if (!finished) dispatch({ type: 'codeGenerate/fetchAiUsage' });
    }
  };

  const streaming = phase === 'streaming';
  const status: Record<Phase, { color: string; label: string } | null> = {
    idle: null,
    streaming: { color: 'processing', label: t('ai.generate.streaming') },
    done: { color: 'success', label: t('ai.generate.done') },
    stopped: { color: 'default', label: t('ai.generate.stoppedTag') },
    failed: { color: 'error', label: t('ai.generate.failed') },
  };

  return (
    <Card
      className="content-card"
      variant="borderless"
      data-testid="ai-panel"
      title={
        <Space>
          <RobotOutlined />
          {t('ai.generate.title')}
        </Space>
      }
    >
      <AiGate configured={ai.configured} signedIn={ai.signedIn} from="/code-generate">
        <Row gutter={[24, 16]}>
          <Col xs={24} xl={8}>
            <Form
              form={form}
              layout="vertical"
              name="ai-generate"
              aria-label={t('ai.generate.title')}
              onFinish={(values) => void run(values)}
              initialValues={{ model: ai.defaultModel?.id, target: AI_TARGET_PRESETS[0] }}
              disabled={streaming}
            >
              <Form.Item name="model" label={t('ai.model')}>
                <AiModelSelect models={ai.models} />
              </Form.Item>
              <Form.Item
                name="target"
                label={t('ai.generate.target')}
                rules={[zodRule(aiGenerateBody.shape.target)]}
              >
                <AutoComplete
                  options={AI_TARGET_PRESETS.map((value) => ({ value }))}
                  filterOption={false}
                  maxLength={100}
                />
              </Form.Item>
              <Form.Item
                name="instruction"
                label={t('ai.generate.instruction')}
                rules={[zodRule(aiGenerateBody.shape.instruction)]}
              >
                <Input.TextArea
                  rows={4}
                  maxLength={AI_INSTRUCTION_MAX_LENGTH}
                  showCount
                  placeholder={t('ai.generate.instruction.placeholder')}
                />
              </Form.Item>
              <Space direction="vertical" style={{ width: '100%' }}>
                <AiUsageLine usage={ai.usage} model={model} />
                <Space wrap>
                  <Button
                    type="primary"
                    htmlType="submit"
                    icon={<RobotOutlined />}
                    loading={streaming}
                    data-testid="ai-generate"
                  >
                    {t('ai.generate.submit', { count: tables.length })}
                  </Button>
                  {streaming && (
                    // Outside the form's disabled state: Stop must stay clickable while streaming.
                    <ConfigProvider componentDisabled={false}>
                      <Button danger icon={<StopOutlined />} onClick={stop} data-testid="ai-stop">
                        {t('ai.generate.stop')}
                      </Button>
                    </ConfigProvider>
                  )}
                </Space>
              </Space>
            </Form>
          </Col>
          <Col xs={24} xl={16}>
            <Space style={{ marginBottom: 8 }}>
              <Typography.Text strong>{t('ai.generate.output')}</Typography.Text>
              {status[phase] && <Tag color={status[phase].color}>{status[phase].label}</Tag>}
            </Space>
            {text ? (
              <pre
                ref={output}
                className={styles.stream}
                data-testid="ai-stream"
                aria-live="polite"
                aria-busy={streaming}
              >
                {text}
              </pre>
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={streaming ? t('ai.generate.waiting') : t('ai.generate.empty')}
              />
            )}
          </Col>
        </Row>
      </AiGate>
    </Card>
  );
}

export default memo(AiPanel);
