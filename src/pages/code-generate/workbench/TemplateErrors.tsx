import { Alert, Typography } from 'antd';
import { useIntl } from 'umi';
import type { TemplateError } from '@/contract/template';

/** Where each template failed: file, line and column, then the engine's message. */
export default function TemplateErrors({ errors }: { errors: TemplateError[] }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      data-testid="template-errors"
      message={intl.formatMessage(
        { id: 'codeGenerate.result.templateErrors' },
        { count: errors.length },
      )}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {errors.map((e, i) => (
            <li key={`${e.file}:${e.line}:${e.column}:${i}`}>
              <Typography.Text code>
                {e.file}:{e.line}:{e.column}
              </Typography.Text>{' '}
              {e.message}
            </li>
          ))}
        </ul>
      }
      style={{ marginBottom: 12 }}
    />
  );
}
