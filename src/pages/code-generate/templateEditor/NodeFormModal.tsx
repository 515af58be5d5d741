import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import type { Envelope } from '@/contract';
import {
  type TemplateNode,
  type TemplateScope,
  codeLanguageSchema,
  saveFileBody,
} from '@/contract/template';
import { showFieldErrors } from '@/utils/forms';
import { zodRule } from '@/components/zodRule';
import { useT } from '@/hooks/useT';

export interface NodeFormValues {
  name: string;
  scope?: TemplateScope;
  language?: TemplateNode['language'];
}

export interface NodeFormModalProps {
  /** `file`/`folder` create one; `rename` renames `node`. */
  mode: 'file' | 'folder' | 'rename' | null;
  node?: TemplateNode;
  saving: boolean;
  onClose: () => void;
  /** Answers the save's envelope; 422 messages go on the fields. */
  onSubmit: (values: NodeFormValues) => Promise<Envelope<unknown>>;
}

/** Name (a Liquid template itself) of a new file or folder, or a new name for one. */
export default function NodeFormModal({
  mode,
  node,
  saving,
  onClose,
  onSubmit,
}: NodeFormModalProps) {
  const t = useT();
  const [form] = Form.useForm<NodeFormValues>();

  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    form.setFieldsValue(
      mode === 'rename' && node ? { name: node.name } : { name: '', scope: 'table' },
    );
  }, [mode, node, form]);

  const submit = async (values: NodeFormValues) => {
    const res = await onSubmit(values);
    if (res.code === 200) onClose();
    else showFieldErrors(form, res);
  };

  const title =
    mode === 'file'
      ? 'template.node.newFile'
      : mode === 'folder'
        ? 'template.node.newFolder'
        : 'template.node.rename';

  return (
    <Modal
      open={mode !== null}
      title={t(title)}
      okText={t(mode === 'rename' ? 'template.node.rename' : 'template.node.create')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} name="template-node">
        <Form.Item
          name="name"
          label={t('template.node.name')}
          extra={t('template.node.nameHelp')}
          rules={[zodRule(saveFileBody.shape.name)]}
          required
        >
          <Input
            autoFocus
            maxLength={255}
            placeholder={mode === 'folder' ? 'entity' : '{{ table.className }}.java'}
          />
        </Form.Item>
        {mode === 'file' && (
          <>
            <Form.Item name="scope" label={t('template.scope')}>
              <Select
                options={[
                  { value: 'table', label: t('template.scope.table') },
                  { value: 'all', label: t('template.scope.all') },
                ]}
              />
            </Form.Item>
            <Form.Item
              name="language"
              label={t('template.language')}
              extra={t('template.languageHelp')}
            >
              <Select
                allowClear
                showSearch
                options={codeLanguageSchema.options.map((value) => ({ value, label: value }))}
              />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
