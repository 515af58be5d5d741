import {
  CheckCircleFilled,
  LockOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Button, Form, type FormInstance, Input, Modal, Space, Tabs, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { history, Navigate, useIntl, useSearchParams, useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import { Code, type Envelope } from '@/contract/basics';
import type { CodePurpose, LoginResult, SendCodeResult } from '@/contract/user';
import type { RootState } from '@/models/rootState';
import { maskEmail, safeRedirect, showFieldErrors } from '@/utils/forms';
import { useCountdown } from '@/hooks/useCountdown';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import styles from './index.less';
import { type Translate, useT } from '@/hooks/useT';

/** When the answer gives no cooldown, wait the usual minute before the next send. */
const DEFAULT_RESEND_S = 60;

function useRules(t: Translate) {
  const email: Rule[] = [
    { required: true, whitespace: true, message: t('form.email.required') },
    { type: 'email', message: t('form.email.invalid') },
  ];
  const code: Rule[] = [
    { required: true, message: t('form.code.required') },
    { pattern: /^\d{6}$/, message: t('form.code.invalid') },
  ];
  const password: Rule[] = [
    { required: true, message: t('form.password.required') },
    { min: 8, message: t('form.password.min') },
    { max: 128, message: t('form.password.max') },
  ];
  return { email, code, password };
}

/** Where the last code went and for how long it is valid. */
interface SentCode {
  email: string;
  validMinutes: number;
}

/** "Code sent to a***@example.com, valid for 10 minutes" under the code field, once one was sent. */
function CodeSentNote({ sent, purpose }: { sent: SentCode | null; purpose: CodePurpose }) {
  const intl = useIntl();
  if (!sent) return null;
  // A reset answers alike for unknown addresses, so it must not claim the mail went out.
  const id = purpose === 'reset' ? 'login.codeSent.reset' : 'login.codeSent';
  return (
    <Typography.Text type="success" data-testid="code-sent" role="status">
      {intl.formatMessage({ id }, { email: maskEmail(sent.email), minutes: sent.validMinutes })}
    </Typography.Text>
  );
}

/**
 * "Send code" with its countdown: checks the e-mail field of `form` first, then asks for a code
 * of `purpose`; the answer's `resendAfter` starts the countdown and `onSent` says where it went.
 */
function SendCodeButton({
  form,
  purpose,
  testId,
  onSent,
}: {
  form: FormInstance;
  purpose: CodePurpose;
  testId: string;
  onSent: (sent: SentCode) => void;
}) {
  const intl = useIntl();
  const dispatchEffect = useEffectDispatch();
  const { left, start } = useCountdown();
  const sending = useSelector(
    (state: RootState) => state.loading.effects['user/createCode'] ?? false,
  );

  const send = async () => {
    let email: string;
    try {
      ({ email } = (await form.validateFields(['email'])) as { email: string });
    } catch {
      return; // the field shows why
    }
    const res = await dispatchEffect<Envelope<SendCodeResult>>('user/createCode', {
      email: email.trim(),
      purpose,
    });
    if (res.code === Code.OK) {
      start(res.data?.resendAfter || DEFAULT_RESEND_S);
      if (res.data) onSent({ email: email.trim(), validMinutes: res.data.validMinutes });
    } else showFieldErrors(form, res);
  };

  return (
    <Button
      data-testid={testId}
      className={styles.sendButton}
      disabled={left > 0}
      loading={sending}
      onClick={send}
    >
      {left > 0
        ? intl.formatMessage({ id: 'login.resendIn' }, { seconds: left })
        : intl.formatMessage({ id: 'login.sendCode' })}
    </Button>
  );
}

interface LoginValues {
  email: string;
  code?: string;
  password?: string;
}

function LoginForm({
  mode,
  onSignedIn,
  onForgot,
}: {
  mode: 'code' | 'password';
  onSignedIn: () => void;
  onForgot?: (email: string) => void;
}) {
  const t = useT();
  const rules = useRules(t);
  const [form] = Form.useForm<LoginValues>();
  const [sent, setSent] = useState<SentCode | null>(null);
  const dispatchEffect = useEffectDispatch();
  const submitting = useSelector(
    (state: RootState) => state.loading.effects['user/create'] ?? false,
  );

  const submit = async (values: LoginValues) => {
    const body =
      mode === 'code'
        ? { email: values.email.trim(), code: values.code }
        : { email: values.email.trim(), password: values.password };
    const res = await dispatchEffect<Envelope<LoginResult>>('user/create', body);
    if (res.code === Code.OK) onSignedIn();
    else showFieldErrors(form, res);
  };

  return (
    <Form
      form={form}
      name={`login-${mode}`}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      size="large"
    >
      <Form.Item name="email" label={t('form.email')} rules={rules.email}>
        <Input
          prefix={<MailOutlined />}
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
        />
      </Form.Item>
      {mode === 'code' ? (
        <Form.Item
          label={t('form.code')}
          required
          extra={<CodeSentNote sent={sent} purpose="login" />}
        >
          <Space.Compact className={styles.codeRow}>
            <Form.Item name="code" noStyle rules={rules.code}>
              <Input
                aria-label={t('form.code')}
                prefix={<SafetyCertificateOutlined />}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="123456"
              />
            </Form.Item>
            <SendCodeButton form={form} purpose="login" testId="send-code" onSent={setSent} />
          </Space.Compact>
        </Form.Item>
      ) : (
        <Form.Item
          name="password"
          label={t('form.password')}
          rules={rules.password}
          extra={
            <Button
              type="link"
              className={styles.forgot}
              onClick={() => onForgot?.(form.getFieldValue('email') ?? '')}
            >
              {t('login.forgot')}
            </Button>
          }
        >
          <Input.Password
            data-testid="login-password"
            prefix={<LockOutlined />}
            autoComplete="current-password"
          />
        </Form.Item>
      )}
      {mode === 'code' && (
        <Typography.Paragraph type="secondary" className={styles.hint}>
          {t('login.codeHint')}
        </Typography.Paragraph>
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={submitting}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </Form>
  );
}

interface ResetValues {
  email: string;
  code: string;
  password: string;
}

/** Forgotten password: e-mail, then the e-mailed code and a new password. */
function ResetPasswordModal({
  open,
  email,
  onClose,
  onDone,
}: {
  open: boolean;
  email: string;
  onClose: () => void;
  onDone: (email: string) => void;
}) {
  const t = useT();
  const rules = useRules(t);
  const [form] = Form.useForm<ResetValues>();
  const [sent, setSent] = useState<SentCode | null>(null);
  const dispatchEffect = useEffectDispatch();
  const submitting = useSelector(
    (state: RootState) => state.loading.effects['user/updateResetPassword'] ?? false,
  );

  const submit = async (values: ResetValues) => {
    const body = { ...values, email: values.email.trim() };
    const res = await dispatchEffect<Envelope<null>>('user/updateResetPassword', body);
    if (res.code === Code.OK) onDone(body.email);
    else showFieldErrors(form, res);
  };

  return (
    <Modal
      open={open}
      title={t('login.reset.title')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      afterOpenChange={(visible) => visible && form.setFieldsValue({ email })}
    >
      <Typography.Paragraph type="secondary">{t('login.reset.description')}</Typography.Paragraph>
      <Form form={form} name="reset" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="email" label={t('form.email')} rules={rules.email}>
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          label={t('form.code')}
          required
          extra={<CodeSentNote sent={sent} purpose="reset" />}
        >
          <Space.Compact className={styles.codeRow}>
            <Form.Item name="code" noStyle rules={rules.code}>
              <Input
                aria-label={t('form.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            </Form.Item>
            <SendCodeButton form={form} purpose="reset" testId="reset-send-code" onSent={setSent} />
          </Space.Compact>
        </Form.Item>
        <Form.Item name="password" label={t('form.newPassword')} rules={rules.password}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={submitting}
          data-testid="reset-submit"
        >
          {t('login.reset.submit')}
        </Button>
      </Form>
    </Modal>
  );
}

export default function LoginPage() {
  const t = useT();
  const { message } = useFeedback();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [tab, setTab] = useState<'code' | 'password'>('code');
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  // Only a session that existed when the page opened: a sign-in here navigates by itself.
  const signedIn = useSelector((state: RootState) => state.user.signedIn);
  const [signedInAlready] = useState(signedIn);

  const onSignedIn = () => {
    void message.success(t('login.welcome'));
    history.push(redirect ?? '/user');
  };

  if (signedInAlready) return <Navigate to={redirect ?? '/user'} replace />;

  return (
    <div className={styles.page}>
      <aside className={styles.pitch}>
        <Typography.Title level={2} className={styles.pitchTitle}>
          {t('login.pitch.title')}
        </Typography.Title>
        <ul>
          {['login.pitch.1', 'login.pitch.2', 'login.pitch.3'].map((id) => (
            <li key={id}>
              <CheckCircleFilled /> {t(id)}
            </li>
          ))}
        </ul>
      </aside>
      <section className={styles.card} aria-labelledby="login-title">
        <Typography.Title level={3} id="login-title" className={styles.title}>
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {redirect ? t('login.redirect', { path: redirect }) : t('login.description')}
        </Typography.Paragraph>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as 'code' | 'password')}
          destroyOnHidden
          items={[
            {
              key: 'code',
              label: t('login.tab.code'),
              children: <LoginForm mode="code" onSignedIn={onSignedIn} />,
            },
            {
              key: 'password',
              label: t('login.tab.password'),
              children: (
                <LoginForm mode="password" onSignedIn={onSignedIn} onForgot={setResetEmail} />
              ),
            },
          ]}
        />
      </section>
      <ResetPasswordModal
        open={resetEmail !== null}
        email={resetEmail ?? ''}
        onClose={() => setResetEmail(null)}
        onDone={() => {
          setResetEmail(null);
          setTab('password');
          void message.success(t('login.reset.done'));
        }}
      />
    </div>
  );
}
