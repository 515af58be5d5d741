import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useSelector } from 'umi';
import type { Envelope } from '@/contract';
import {
  type TemplateGroup,
  type TemplateOption,
  codeLanguageSchema,
  templateGroupInput,
  templateOptionSchema,
} from '@/contract/template';
import type { RootState } from '@/models/rootState';
import { showFieldErrors } from '@/utils/forms';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import { zodRule } from '@/components/zodRule';
import { useT } from '@/hooks/useT';

/** An option as the form edits it: choices as `value` or `value=label` tags. */
interface OptionRow {
  key: string;
  label: string;
  type: TemplateOption['type'];
  default?: boolean | string;
  choices?: string[];
  description?: string;
}

interface FormValues {
  name: string;
  description?: string;
  language: TemplateGroup['language'];
  options?: OptionRow[];
}

function toRow(option: TemplateOption): OptionRow {
  return {
    ...option,
    choices: option.choices?.map((c) => (c.label === c.value ? c.value : `${c.value}=${c.label}`)),
  };
}

function toOption(row: OptionRow): TemplateOption {
  const choices = (row.choices ?? []).map((tag) => {
    const at = tag.indexOf('=');
    return at > 0
      ? { value: tag.slice(0, at).trim(), label: tag.slice(at + 1).trim() }
      : { value: tag.trim(), label: tag.trim() };
  });
  return {
    key: row.key,
    label: row.label,
    type: row.type,
    default: row.type === 'boolean' ? Boolean(row.default) : String(row.default ?? ''),
    ...(row.type === 'select' ? { choices } : {}),
    ...(row.description ? { description: row.description } : {}),
  };
}

export interface GroupFormModalProps {
  open: boolean;
  /** The group to edit; none to create one. */
  group?: TemplateGroup;
  onClose: () => void;
  onSaved: (group: TemplateGroup) => void;
}

/** Create a group or edit one's name, description, language and options (checked by the contract). */
export default function GroupFormModal({ open, group, onClose, onSaved }: GroupFormModalProps) {
  const t = useT();
  const [form] = Form.useForm<FormValues>();
  const run = useEffectDispatch();
  const saving = useSelector(
    (s: RootState) =>
      Boolean(s.loading.effects['template/create']) ||
      Boolean(s.loading.effects['template/update']),
  );

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      group
        ? {
            name: group.name,
            description: group.description,
            language: group.language,
            options: group.options.map(toRow),
          }
        : { name: '', description: '', language: 'java', options: [] },
    );
  }, [open, group, form]);

  const submit = async (values: FormValues) => {
    const body = {
      name: values.name,
      description: values.description ?? '',
      language: values.language,
      options: (values.options ?? []).map(toOption),
    };
    const res = group
      ? await run<Envelope<TemplateGroup>>('template/update', { id: group.id, ...body })
      : await run<Envelope<TemplateGroup>>('template/create', body);
    if (res.code === 200 && res.data) {
      onSaved(res.data);
      onClose();
      return;
    }
    showFieldErrors(form, res);
  };

  const { shape } = templateGroupInput;
  const option = templateOptionSchema.shape;

  return (
    <Modal
      open={open}
      title={t(group ? 'template.group.editTitle' : 'template.group.createTitle')}
      okText={t(group ? 'template.save' : 'template.group.create')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      width={760}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} name="template-group">
        <Form.Item
          name="name"
          label={t('template.group.name')}
          rules={[zodRule(shape.name)]}
          required
        >
          <Input maxLength={100} autoFocus />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('template.group.descriptionLabel')}
          rules={[zodRule(shape.description)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
        </Form.Item>
        <Form.Item name="language" label={t('template.group.language')}>
          <Select
            options={codeLanguageSchema.options.map((value) => ({ value, label: value }))}
            showSearch
          />
        </Form.Item>
        <Form.Item label={t('template.group.options')} tooltip={t('template.group.optionsHelp')}>
          <Form.List name="options">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <div key={field.key} className="template-option-row">
                    <Form.Item
                      name={[field.name, 'key']}
                      rules={[zodRule(option.key)]}
                      label={t('template.option.key')}
                    >
                      <Input placeholder="lombok" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'label']}
                      rules={[zodRule(option.label)]}
                      label={t('template.option.label')}
                    >
                      <Input />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'type']}
                      label={t('template.option.type')}
                      initialValue="boolean"
                    >
                      <Select
                        options={templateOptionSchema.shape.type.options.map((value) => ({
                          value,
                          label: t(`template.option.type.${value}`),
                        }))}
                      />
                    </Form.Item>
                    <Form.Item noStyle dependencies={[['options', field.name, 'type']]}>
                      {() => {
                        const type = form.getFieldValue(['options', field.name, 'type']) as
                          TemplateOption['type'] | undefined;
                        return (
                          <>
                            <Form.Item
                              name={[field.name, 'default']}
                              label={t('template.option.default')}
                              valuePropName={type === 'boolean' ? 'checked' : 'value'}
                            >
                              {type === 'boolean' ? <Switch /> : <Input />}
                            </Form.Item>
                            {type === 'select' && (
                              <Form.Item
                                name={[field.name, 'choices']}
                                label={t('template.option.choices')}
                                tooltip={t('template.option.choicesHelp')}
                              >
                                <Select mode="tags" tokenSeparators={[',']} open={false} />
                              </Form.Item>
                            )}
                          </>
                        );
                      }}
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'description']}
                      label={t('template.option.description')}
                      className="template-option-wide"
                    >
                      <Input maxLength={500} />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('template.option.remove')}
                      onClick={() => remove(field.name)}
                    />
                  </div>
                ))}
                <Space>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ key: '', label: '', type: 'boolean', default: false })}
                  >
                    {t('template.option.add')}
                  </Button>
                </Space>
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Modal>
  );
}
