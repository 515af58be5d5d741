import { HomeOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { Link, useIntl } from 'umi';

export interface ExceptionProps {
  status: 403 | 404 | 500;
}

/** The 403, 404 and 500 pages: what happened, and the way back home. */
export default function Exception({ status }: ExceptionProps) {
  const intl = useIntl();
  return (
    <Result
      status={status}
      title={intl.formatMessage({ id: `exception.${status}.title` })}
      subTitle={intl.formatMessage({ id: `exception.${status}.subtitle` })}
      extra={
        <Link to="/" className="link-button">
          <HomeOutlined />
          {intl.formatMessage({ id: 'exception.backHome' })}
        </Link>
      }
    />
  );
}
