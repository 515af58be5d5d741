import { RobotOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useSelector } from 'umi';
import { AiGate, AiModelSelect, AiUsageLine, newRequestId, useAi } from '@/components/ai';
import { useFeedback } from '@/components/feedback';
import { zodRule } from '@/components/zodRule';
import { AI_TEXT_MAX_LENGTH } from '@/contract/ai';
import { Code, type Envelope } from '@/contract/basics';
import { aiParserBody, type AiParserResult } from '@/contract/text';
import type { RootState } from '@/models/rootState';
import { showFieldErrors } from '@/utils/forms';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import { useT } from '@/hooks/useT';

interface AiParseValues {
  text: string;
  model?: string;
}

export interface AiParsePanelProps {
  /** Text put into the box from outside ("Try AI" on the parser's diagnostics); `key` bumps. */
  seed?: { text: string; key: number };
  /** Called after a successful parse (the tables are in the text model). */
  onParsed?: (result: AiParserResult) => void;
}

/**
 * Free text (a requirements paragraph, an irregular table, OCR'd text) into tables by an AI
 * model. Shows what the call will cost before it is made.
 */
export default function AiParsePanel({ seed, onParsed }: AiParsePanelProps) {
  const t = useT();
  const { message } = useFeedback();
  const dispatchEffect = useEffectDispatch();
  const [form] = Form.useForm<AiParseValues>();
  const ai = useAi();
  const busy = useSelector((s: RootState) => Boolean(s.loading.effects['text/createAiParse']));
  const modelId = Form.useWatch('model', form) ?? ai.defaultModel?.id;
  const model = ai.models.find((m) => m.id === modelId);

  useEffect(() => {
    if (seed) form.setFieldValue('text', seed.text);
  }, [seed, form]);

  const submit = async (values: AiParseValues) => {
    const res = await dispatchEffect<Envelope<AiParserResult>>('text/createAiParse', {
      text: values.text,
      model: values.model ?? ai.defaultModel?.id,
      requestId: newRequestId(),
    });
    if (res.code === Code.OK && res.data) {
      message.success(t('ai.parse.done', { count: res.data.tables.length }));
      onParsed?.(res.data);
    } else {
      showFieldErrors(form, res);
      // A refused or failed call may have changed the allowance (refund, day's count).
      void dispatchEffect('codeGenerate/fetchAiUsage');
    }
  };

  return (
    <AiGate configured={ai.configured} signedIn={ai.signedIn} from="/text">
      <Form
        form={form}
        layout="vertical"
        name="ai-parse"
        onFinish={submit}
        aria-label={t('ai.parse.title')}
        initialValues={{ model: ai.defaultModel?.id }}
      >
        <Typography.Paragraph type="secondary">{t('ai.parse.description')}</Typography.Paragraph>
        <Form.Item
          name="text"
          label={t('ai.parse.text')}
          rules={[zodRule(aiParserBody.shape.text)]}
        >
          <Input.TextArea
            rows={12}
            maxLength={AI_TEXT_MAX_LENGTH}
            showCount
            placeholder={t('ai.parse.placeholder')}
          />
        </Form.Item>
        <Form.Item name="model" label={t('ai.model')}>
          <AiModelSelect models={ai.models} />
        </Form.Item>
        <Space direction="vertical" style={{ width: '100%' }}>
          <AiUsageLine usage={ai.usage} model={model} />
          <Button
            type="primary"
            htmlType="submit"
            icon={<RobotOutlined />}
            loading={busy}
            data-testid="ai-parse"
          >
            {t('ai.parse.submit')}
          </Button>
        </Space>
      </Form>
    </AiGate>
  );
}
