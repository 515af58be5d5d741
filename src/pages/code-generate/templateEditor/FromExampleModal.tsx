import { ArrowLeftOutlined, RobotOutlined, SaveOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Col,
  Form,
  Input,
  List,
  Modal,
  Radio,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'umi';
import { AiGate, AiModelSelect, AiUsageLine, newRequestId, useAi } from '@/components/ai';
import { useFeedback } from '@/components/feedback';
import { zodRule } from '@/components/zodRule';
import { AI_EXAMPLE_MAX_LENGTH } from '@/contract/ai';
import { Code, type Envelope } from '@/contract/basics';
import {
  aiFromExampleBody,
  codeLanguageSchema,
  saveFileBody,
  type AiFromExampleResult,
  type CodeLanguage,
  type TemplateNode,
} from '@/contract/template';
import { exampleGenerateBody, type Table } from '@/contract/text';
import type { RootState } from '@/models/rootState';
import { showFieldErrors } from '@/utils/forms';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import { useT } from '@/hooks/useT';

const CodeViewer = lazy(() => import('@/components/CodeViewer'));
const TemplateCodeEditor = lazy(() => import('./TemplateCodeEditor'));

interface ExampleValues {
  source: 'sample' | 'ddl';
  ddl?: string;
  example: string;
  language?: CodeLanguage;
  model?: string;
}

export interface FromExampleModalProps {
  open: boolean;
  groupId: string;
  /** The folder the new file goes into (null: the group's top level). */
  parentId: string | null;
  onClose: () => void;
  /** The proposal was saved as this new file. */
  onSaved: (id: string) => void;
}

const SAMPLE_TABLE: Table = exampleGenerateBody.tables[0];

/**
 * A template written by an AI model from one hand-written file for one table. The proposal is
 * rendered back over that table and shown beside the example; the user edits its name and text and
 * saves it as a new file of the group.
 */
export default function FromExampleModal({
  open,
  groupId,
  parentId,
  onClose,
  onSaved,
}: FromExampleModalProps) {
  const t = useT();
  const { message } = useFeedback();
  const dispatch = useDispatch();
  const run = useEffectDispatch();
  const [form] = Form.useForm<ExampleValues>();
  const [nameForm] = Form.useForm<{ name: string }>();
  const ai = useAi();
  const proposal = useSelector((s: RootState) => s.template.proposal);
  const effects = useSelector((s: RootState) => s.loading.effects);
  const [content, setContent] = useState('');
  const [example, setExample] = useState('');
  const source = Form.useWatch('source', form);
  const modelId = Form.useWatch('model', form) ?? ai.defaultModel?.id;
  const model = ai.models.find((m) => m.id === modelId);

  // Each opening starts over; a proposal is never carried to another group.
  useEffect(() => {
    if (open) dispatch({ type: 'template/saveProposal', payload: null });
  }, [open, dispatch]);

  const propose = async (values: ExampleValues) => {
    let table = SAMPLE_TABLE;
    if (values.source === 'ddl') {
      const parsed = await run<Table | undefined>('template/fetchExampleTable', {
        text: values.ddl ?? '',
      });
      if (!parsed) {
        form.setFields([{ name: 'ddl', errors: [t('ai.example.ddl.none')] }]);
        return;
      }
      table = parsed;
    }
    const res = await run<Envelope<AiFromExampleResult>>('template/createFromExample', {
      table,
      example: values.example,
      language: values.language,
      model: values.model ?? ai.defaultModel?.id,
      requestId: newRequestId(),
    });
    if (res.code === Code.OK && res.data) {
      setExample(values.example);
      setContent(res.data.content);
      nameForm.setFieldsValue({ name: res.data.name });
    } else {
      showFieldErrors(form, res);
      void run('codeGenerate/fetchAiUsage');
    }
  };

  const save = async ({ name }: { name: string }) => {
    if (!proposal) return;
    const res = await run<Envelope<TemplateNode>>('template/createFile', {
      groupId,
      parentId,
      type: 'file',
      name,
      content,
      language: proposal.language,
      scope: 'table',
    });
    if (res.code === Code.OK && res.data) {
      message.success(t('ai.example.saved', { name }));
      onSaved(res.data.id);
      onClose();
    } else showFieldErrors(nameForm, res);
  };

  const back = () => dispatch({ type: 'template/saveProposal', payload: null });
  const proposing = Boolean(
    effects['template/createFromExample'] || effects['template/fetchExampleTable'],
  );

  const footer = proposal
    ? [
        <Button key="back" icon={<ArrowLeftOutlined />} onClick={back}>
          {t('ai.example.back')}
        </Button>,
        <Button
          key="save"
          type="primary"
          icon={<SaveOutlined />}
          loading={Boolean(effects['template/createFile'])}
          onClick={() => nameForm.submit()}
          data-testid="ai-example-save"
        >
          {t('ai.example.save')}
        </Button>,
      ]
    : ai.configured && ai.signedIn
      ? [
          <Button key="cancel" onClick={onClose}>
            {t('ai.cancel')}
          </Button>,
          <Button
            key="propose"
            type="primary"
            icon={<RobotOutlined />}
            loading={proposing}
            onClick={() => form.submit()}
            data-testid="ai-example-propose"
          >
            {t('ai.example.propose')}
          </Button>,
        ]
      : null;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={
        <Space>
          <RobotOutlined />
          {t('ai.example.title')}
        </Space>
      }
      width={proposal ? 1200 : 720}
      footer={footer}
      destroyOnHidden
      maskClosable={!proposing}
    >
      <AiGate configured={ai.configured} signedIn={ai.signedIn} from="/code-generate/template">
        <div hidden={Boolean(proposal)}>
          <Typography.Paragraph type="secondary">
            {t('ai.example.description')}
          </Typography.Paragraph>
          <Form
            form={form}
            layout="vertical"
            name="ai-example"
            aria-label={t('ai.example.title')}
            onFinish={(values) => void propose(values)}
            initialValues={{ source: 'sample', model: ai.defaultModel?.id }}
          >
            <Form.Item name="source" label={t('ai.example.table')}>
              <Radio.Group
                optionType="button"
                options={[
                  {
                    value: 'sample',
                    label: t('ai.example.table.sample', { name: SAMPLE_TABLE.tableName }),
                  },
                  { value: 'ddl', label: t('ai.example.table.ddl') },
                ]}
              />
            </Form.Item>
            {source === 'ddl' && (
              <Form.Item
                name="ddl"
                label={t('ai.example.ddl')}
                rules={[
                  { required: true, whitespace: true, message: t('ai.example.ddl.required') },
                ]}
              >
                <Input.TextArea rows={5} placeholder="CREATE TABLE user_account (...)" />
              </Form.Item>
            )}
            <Form.Item
              name="example"
              label={t('ai.example.code')}
              rules={[zodRule(aiFromExampleBody.shape.example)]}
            >
              <Input.TextArea
                rows={10}
                maxLength={AI_EXAMPLE_MAX_LENGTH}
                placeholder={t('ai.example.code.placeholder', {
                  className: SAMPLE_TABLE.className,
                })}
                style={{ fontFamily: 'monospace' }}
              />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item name="language" label={t('ai.example.language')}>
                  <Select
                    allowClear
                    placeholder={t('ai.example.language.auto')}
                    options={codeLanguageSchema.options.map((value) => ({ value, label: value }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="model" label={t('ai.model')}>
                  <AiModelSelect models={ai.models} />
                </Form.Item>
              </Col>
            </Row>
            <AiUsageLine usage={ai.usage} model={model} />
          </Form>
        </div>
        {proposal && (
          <Proposal
            proposal={proposal}
            example={example}
            content={content}
            onContentChange={setContent}
            nameForm={nameForm}
            onSave={(values) => void save(values)}
          />
        )}
      </AiGate>
    </Modal>
  );
}

interface ProposalProps {
  proposal: AiFromExampleResult;
  example: string;
  content: string;
  onContentChange: (content: string) => void;
  nameForm: ReturnType<typeof Form.useForm<{ name: string }>>[0];
  onSave: (values: { name: string }) => void;
}

/** The example, the proposed template (editable, errors marked at their line) and its render-back. */
function Proposal({
  proposal,
  example,
  content,
  onContentChange,
  nameForm,
  onSave,
}: ProposalProps) {
  const t = useT();
  const marks = proposal.errors.map((e) => ({
    line: e.line,
    column: e.column,
    message: e.message,
  }));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="ai-proposal">
      <Form form={nameForm} layout="vertical" name="ai-example-name" onFinish={onSave}>
        <Form.Item
          name="name"
          label={t('ai.example.name')}
          rules={[zodRule(saveFileBody.shape.name)]}
          extra={t('ai.example.name.hint', { example: '{{ table.className }}Dto.java' })}
        >
          <Input style={{ fontFamily: 'monospace' }} />
        </Form.Item>
      </Form>
      {proposal.errors.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          message={t('ai.example.errors', { count: proposal.errors.length })}
          description={
            <List
              size="small"
              dataSource={proposal.errors}
              renderItem={(e) => (
                <List.Item>
                  {t('template.preview.errorAt', {
                    file: e.file,
                    line: e.line,
                    column: e.column,
                    message: e.message,
                  })}
                </List.Item>
              )}
            />
          }
        />
      ) : (
        <Alert type="success" showIcon message={t('ai.example.rendered')} />
      )}
      <Row gutter={16}>
        <Col xs={24} lg={8}>
          <Typography.Text strong>{t('ai.example.yours')}</Typography.Text>
          <Suspense fallback={null}>
            <CodeViewer
              value={example}
              language={proposal.language}
              height="420px"
              aria-label={t('ai.example.yours')}
            />
          </Suspense>
        </Col>
        <Col xs={24} lg={8}>
          <Typography.Text strong>{t('ai.example.template')}</Typography.Text>
          <Suspense fallback={null}>
            <TemplateCodeEditor
              value={content}
              onChange={onContentChange}
              language={proposal.language}
              liquid
              marks={marks}
              height="420px"
              aria-label={t('ai.example.template')}
            />
          </Suspense>
        </Col>
        <Col xs={24} lg={8}>
          <Typography.Text strong>
            {t('ai.example.renderBack')}
            {proposal.rendered && (
              <Typography.Text type="secondary" code>
                {proposal.rendered.path}
              </Typography.Text>
            )}
          </Typography.Text>
          <Suspense fallback={null}>
            <CodeViewer
              value={proposal.rendered?.content ?? ''}
              language={proposal.language}
              height="420px"
              aria-label={t('ai.example.renderBack')}
            />
          </Suspense>
        </Col>
      </Row>
    </Space>
  );
}
