import { ApiOutlined, RobotOutlined } from '@ant-design/icons';
import { Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import type { RootState } from '@/models/types';

/** The AI models the server offers (a live call), beside what the generator will do. */
export default function AiModels() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const models = useSelector((state: RootState) => state.codeGenerate.models);
  const loading = useSelector(
    (state: RootState) => state.loading.effects['codeGenerate/fetchModels'] ?? false,
  );

  useEffect(() => {
    dispatch({ type: 'codeGenerate/fetchModels' });
  }, [dispatch]);

  return (
    <Card
      className="content-card side-card"
      variant="borderless"
      title={
        <Space>
          <RobotOutlined />
          {intl.formatMessage({ id: 'codeGenerate.models.title' })}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {intl.formatMessage({ id: 'codeGenerate.models.subtitle' })}
      </Typography.Paragraph>
      {loading && models.length === 0 ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : models.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage({ id: 'codeGenerate.models.empty' })}
        />
      ) : (
        <List
          size="small"
          dataSource={models}
          renderItem={(model) => (
            <List.Item>
              <Space>
                <ApiOutlined />
                <span>{model.name}</span>
                {model.isDefault && (
                  <Tag color="blue">
                    {intl.formatMessage({ id: 'codeGenerate.models.default' })}
                  </Tag>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
