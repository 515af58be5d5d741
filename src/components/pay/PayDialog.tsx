import { CheckCircleFilled, ClockCircleOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Result, Space, Spin, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useIntl } from 'umi';
import type { CreatedOrder, OrderStatus } from '@/contract/sponsor';
import { checkOrder, closeOrder } from '@/services/sponsor';
import { formatMoney, pollDelay } from './money';
import { useT } from '@/hooks/useT';

export interface PayDialogProps {
  order: CreatedOrder | null;
  /** What a paid order shows (the thank-you). */
  paidContent: React.ReactNode;
  onClose: (status: OrderStatus) => void;
}

/**
 * Pays one order: the QR code (or the checkout link) with a countdown, and status checks with
 * back-off until the order is paid, expired or closed.
 */
export default function PayDialog({ order, paidContent, onClose }: PayDialogProps) {
  const intl = useIntl();
  const t = useT();
  const [status, setStatus] = useState<OrderStatus>('pending');
  const [qr, setQr] = useState<string>();
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    setStatus('pending');
    setQr(undefined);
    const text = order?.qrCode ?? order?.payUrl;
    if (text) void QRCode.toDataURL(text, { width: 220, margin: 1 }).then(setQr);
  }, [order]);

  useEffect(() => {
    if (!order || status !== 'pending') return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = (attempt: number) => {
      timer = setTimeout(async () => {
        const res = await checkOrder({ params: { orderId: order.orderId } }, { display: 0 }).catch(
          () => null,
        );
        if (stopped) return;
        const next = res?.code === 200 ? res.data?.status : undefined;
        if (next && next !== 'pending') setStatus(next);
        else poll(attempt + 1);
      }, pollDelay(attempt));
    };
    poll(0);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(tick);
    };
  }, [order, status]);

  if (!order) return null;
  const left = Math.max(0, Math.floor((Date.parse(order.expiresAt) - now) / 1000));
  const cancel = async () => {
    if (status === 'pending') {
      const res = await closeOrder({ body: { orderId: order.orderId } });
      const next = res.code === 200 ? res.data?.status : undefined;
      onClose(next ?? 'pending');
      return;
    }
    onClose(status);
  };

  return (
    <Modal
      open
      title={t('pay.dialog.title', {
        amount: formatMoney(order.amount, order.currency, intl.locale),
      })}
      onCancel={() => void cancel()}
      footer={
        <Button onClick={() => void cancel()} data-testid="pay-dialog-close">
          {status === 'pending' ? t('pay.dialog.cancel') : t('pay.dialog.done')}
        </Button>
      }
      destroyOnHidden
    >
      {status === 'paid' ? (
        <Result
          icon={<CheckCircleFilled style={{ color: '#52c41a' }} />}
          status="success"
          title={t('pay.dialog.paid')}
          subTitle={paidContent}
          data-testid="pay-paid"
        />
      ) : status !== 'pending' ? (
        <Result status="warning" title={t(`pay.status.${status}`)} />
      ) : (
        <Space direction="vertical" align="center" style={{ width: '100%' }}>
          {order.provider === 'sandbox' && (
            <Alert
              type="warning"
              showIcon
              icon={<ExperimentOutlined />}
              message={t('pay.sandbox')}
            />
          )}
          {qr ? (
            <img src={qr} alt={t('pay.dialog.qr')} width={220} height={220} data-testid="pay-qr" />
          ) : (
            <Spin />
          )}
          <Typography.Text>{t(`pay.scan.${order.provider}`)}</Typography.Text>
          {order.payUrl && (
            <Button type="primary" href={order.payUrl} target="_blank" rel="noopener noreferrer">
              {t('pay.dialog.open')}
            </Button>
          )}
          <Typography.Text type="secondary" data-testid="pay-countdown">
            <ClockCircleOutlined />{' '}
            {t('pay.dialog.countdown', {
              time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
            })}
          </Typography.Text>
          <Typography.Text type="secondary" copyable={{ text: order.orderId }}>
            {t('pay.dialog.orderId', { id: order.orderId })}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
