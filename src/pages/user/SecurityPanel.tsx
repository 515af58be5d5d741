import { DeleteOutlined, ExclamationCircleFilled, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import { Code, type Envelope } from '@/contract/basics';
import type { User } from '@/contract/user';
import type { RootState } from '@/models/rootState';
import { showFieldErrors } from '@/utils/forms';
import { useCountdown } from '@/hooks/useCountdown';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import styles from './index.less';
import { useT } from '@/hooks/useT';

interface PasswordValues {
  currentPassword?: string;
  password: string;
  confirm: string;
}

/** Sets a first password (code-only accounts) or changes it with the current one. */
export function PasswordCard({ user }: { user: User }) {
  const t = useT();
  const { message } = useFeedback();
  const [form] = Form.useForm<PasswordValues>();
  const dispatchEffect = useEffectDispatch();
  const saving = useSelector(
    (state: RootState) => state.loading.effects['user/updatePassword'] ?? false,
  );
  const change = user.hasPassword;

  const submit = async ({ currentPassword, password }: PasswordValues) => {
    const res = await dispatchEffect<Envelope<null>>('user/updatePassword', {
      ...(change && { currentPassword }),
      password,
    });
    if (res.code === Code.OK) {
      form.resetFields();
      void message.success(t(change ? 'password.changed' : 'password.set'));
    } else showFieldErrors(form, res);
  };

  return (
    <Card title={t('password.title')} className={styles.card}>
      {!change && (
        <Alert type="info" showIcon className={styles.cardAlert} message={t('password.none')} />
      )}
      <Form
        name="password"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        className={styles.narrowForm}
      >
        {change && (
          <Form.Item
            name="currentPassword"
            label={t('password.current')}
            rules={[{ required: true, message: t('form.password.required') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
        )}
        <Form.Item
          name="password"
          label={t('form.newPassword')}
          rules={[
            { required: true, message: t('form.password.required') },
            { min: 8, message: t('form.password.min') },
            { max: 128, message: t('form.password.max') },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.confirm.required') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.confirm.mismatch'))),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="password-submit">
          {t(change ? 'password.change' : 'password.setButton')}
        </Button>
      </Form>
    </Card>
  );
}

interface DeleteValues {
  method: 'password' | 'code';
  password?: string;
  code?: string;
}

/** Second step of deleting: proof by the password or an e-mailed code. */
function DeleteModal({
  open,
  user,
  onClose,
  onDeleting,
  onDeleted,
}: {
  open: boolean;
  user: User;
  onClose: () => void;
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<DeleteValues>();
  const method = Form.useWatch('method', form) ?? (user.hasPassword ? 'password' : 'code');
  const dispatchEffect = useEffectDispatch();
  const { left, start } = useCountdown();
  const effects = useSelector((state: RootState) => state.loading.effects);
  const deleting = effects['user/removeAccount'] ?? false;
  const sending = effects['user/createCode'] ?? false;

  const sendCode = async () => {
    const res = await dispatchEffect<Envelope<{ resendAfter: number }>>('user/createCode', {
      email: user.email,
      purpose: 'delete',
    });
    if (res.code === Code.OK) start(res.data?.resendAfter || 60);
  };

  const submit = async (values: DeleteValues) => {
    onDeleting(true);
    const res = await dispatchEffect<Envelope<null>>(
      'user/removeAccount',
      values.method === 'password' ? { password: values.password } : { code: values.code },
    );
    if (res.code === Code.OK) onDeleted();
    else {
      onDeleting(false);
      showFieldErrors(form, res);
    }
  };

  return (
    <Modal
      open={open}
      title={t('delete.step2.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('delete.step2.description')}</Typography.Paragraph>
      <Form
        name="delete"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ method: user.hasPassword ? 'password' : 'code' }}
      >
        <Form.Item name="method" label={t('delete.method')}>
          <Radio.Group>
            <Radio value="password" disabled={!user.hasPassword}>
              {t('delete.method.password')}
            </Radio>
            <Radio value="code">{t('delete.method.code')}</Radio>
          </Radio.Group>
        </Form.Item>
        {method === 'password' ? (
          <Form.Item
            name="password"
            label={t('delete.password')}
            rules={[{ required: true, message: t('form.password.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        ) : (
          <Form.Item
            label={t('form.code')}
            required
            extra={t('delete.codeSentTo', { email: user.email })}
          >
            <Space.Compact className={styles.codeRow}>
              <Form.Item
                name="code"
                noStyle
                rules={[
                  { required: true, message: t('form.code.required') },
                  { pattern: /^\d{6}$/, message: t('form.code.invalid') },
                ]}
              >
                <Input
                  aria-label={t('form.code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                />
              </Form.Item>
              <Button
                onClick={sendCode}
                disabled={left > 0}
                loading={sending}
                data-testid="delete-send-code"
              >
                {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.sendCode')}
              </Button>
            </Space.Compact>
          </Form.Item>
        )}
        <div className={styles.modalActions}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            danger
            htmlType="submit"
            loading={deleting}
            icon={<DeleteOutlined />}
            data-testid="delete-submit"
          >
            {t('delete.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

/**
 * Deleting asks twice: a confirmation dialog, then the proof. `onDeleting` tells the page that a
 * sign-out is its own doing (so it goes home rather than to sign-in).
 */
export function DeleteAccountCard({
  user,
  onDeleting,
  onDeleted,
}: {
  user: User;
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const [modal, modalHolder] = Modal.useModal();
  const [step2, setStep2] = useState(false);

  const confirm = () =>
    modal.confirm({
      title: t('delete.step1.title'),
      icon: <ExclamationCircleFilled />,
      content: t('delete.step1.description'),
      okText: t('delete.step1.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => setStep2(true),
    });

  return (
    <Card title={t('delete.title')} className={`${styles.card} ${styles.danger}`}>
      {modalHolder}
      <Typography.Paragraph type="secondary">{t('delete.description')}</Typography.Paragraph>
      <Button danger icon={<DeleteOutlined />} onClick={confirm} data-testid="delete-account">
        {t('delete.button')}
      </Button>
      <DeleteModal
        open={step2}
        user={user}
        onClose={() => setStep2(false)}
        onDeleting={onDeleting}
        onDeleted={onDeleted}
      />
    </Card>
  );
}
