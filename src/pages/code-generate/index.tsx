import { ApiOutlined, CodeOutlined, RobotOutlined } from '@ant-design/icons';
import { Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';
import type { RootState } from '@/models/types';

/** The AI models the server offers (a live call), beside what the generator will do. */
function AiModels() {
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

export default function CodeGeneratePage() {
  return (
    <>
      <PageHeader
        icon={<CodeOutlined />}
        title="codeGenerate.title"
        description="codeGenerate.description"
      />
      <div className="two-column">
        <ComingSoon
          features={[
            'codeGenerate.f1',
            'codeGenerate.f2',
            'codeGenerate.f3',
            'codeGenerate.f4',
            'codeGenerate.f5',
          ]}
          links={[
            { label: 'menu.codeGenerate.guide', path: '/code-generate/guide' },
            { label: 'menu.codeGenerate.template', path: '/code-generate/template' },
          ]}
        />
        <AiModels />
      </div>
    </>
  );
}
