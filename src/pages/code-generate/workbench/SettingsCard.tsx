import { SaveOutlined, SettingOutlined } from '@ant-design/icons';
import {
  Button,
  Col,
  Empty,
  Form,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
  Tooltip,
  Typography,
  type FormInstance,
} from 'antd';
import { memo, useDeferredValue, useLayoutEffect, useMemo } from 'react';
import { useIntl } from 'umi';
import type { CodeLanguage, TemplateGroup, TemplateOption } from '@/contract/template';
import { localizeGroup } from '@/utils/groupTexts';
import { formValuesOf, type SettingsFormValues } from './settings';
import Panel from '@/components/Panel';
import { useT } from '@/hooks/useT';

const INITIAL = formValuesOf(null, undefined);

const GROUP_DESCRIPTION_ID = 'code-generate-group-description';

/** Group headings: names of languages and stacks, the same in every locale. */
const LANGUAGE_NAMES: Record<CodeLanguage, string> = {
  java: 'Java',
  xml: 'XML',
  kotlin: 'Kotlin',
  typescript: 'TypeScript',
  tsx: 'TypeScript + React',
  vue: 'Vue',
  javascript: 'JavaScript',
  sql: 'SQL',
  go: 'Go',
  python: 'Python',
  csharp: 'C#',
  json: 'JSON',
  yaml: 'YAML',
  markdown: 'Markdown',
  text: 'Text',
};

export interface SettingsCardProps {
  /** Called with the form's instance once it exists: the page fills and validates the form. */
  onFormReady: (form: FormInstance<SettingsFormValues>) => void;
  groups: TemplateGroup[];
  groupsLoading: boolean;
  templateId: string | null;
  onTemplateChange: (id: string) => void;
  /** Shown under the group picker (e.g. "Please select Template"). */
  templateError?: string;
  signedIn: boolean;
  saving: boolean;
  onSaveDefaults: () => void;
}

/** Words typed into a tag box (a comma, space or Enter ends one); there is nothing to pick from. */
function WordList({
  name,
  label,
  help,
  placeholder,
}: {
  name: 'tablePrefixes' | 'skipFields';
  label: string;
  help: string;
  placeholder: string;
}) {
  return (
    <Form.Item name={name} label={label} tooltip={help}>
      <Select
        mode="tags"
        tokenSeparators={[',', ' ']}
        placeholder={placeholder}
        open={false}
        suffixIcon={null}
      />
    </Form.Item>
  );
}

function OptionField({ option }: { option: TemplateOption }) {
  const name = ['options', option.key];
  const label = option.label;
  if (option.type === 'boolean') {
    return (
      <Form.Item name={name} label={label} tooltip={option.description} valuePropName="checked">
        <Switch />
      </Form.Item>
    );
  }
  if (option.type === 'select') {
    return (
      <Form.Item name={name} label={label} tooltip={option.description}>
        <Select options={option.choices ?? []} />
      </Form.Item>
    );
  }
  return (
    <Form.Item name={name} label={label} tooltip={option.description}>
      <Input maxLength={500} />
    </Form.Item>
  );
}

/**
 * The selected group's own options, a field each. They follow the group a render later, in the
 * background (React renders a deferred value in slices): with the groups' arrival the rest of the
 * form renders too, and on a phone the options made that one task twice as long.
 */
const GroupOptions = memo(function GroupOptions({
  group,
  title,
}: {
  group: TemplateGroup | undefined;
  title: string;
}) {
  const shown = useDeferredValue(group);
  if (!shown || shown.options.length === 0) return null;
  return (
    <>
      <Typography.Text strong>{title}</Typography.Text>
      <Row gutter={12} style={{ marginTop: 8 }}>
        {shown.options.map((option) => (
          <Col key={option.key} xs={24} sm={12}>
            <OptionField option={option} />
          </Col>
        ))}
      </Row>
    </>
  );
});

/** The template group picker (grouped by language) and the generation settings form. */
function SettingsCard({
  onFormReady,
  groups: authoredGroups,
  groupsLoading,
  templateId,
  onTemplateChange,
  templateError,
  signedIn,
  saving,
  onSaveDefaults,
}: SettingsCardProps) {
  const [form] = Form.useForm<SettingsFormValues>();
  useLayoutEffect(() => onFormReady(form), [form, onFormReady]);
  const intl = useIntl();
  const t = useT();
  // Built-in groups' descriptions and option labels in the page's language.
  const groups = useMemo(
    () => authoredGroups.map((g) => localizeGroup(g, intl.locale)),
    [authoredGroups, intl.locale],
  );
  const group = groups.find((g) => g.id === templateId);
  const description = group?.description || undefined;

  const groupOptions = useMemo(() => {
    const byLanguage = new Map<CodeLanguage, TemplateGroup[]>();
    for (const g of groups) byLanguage.set(g.language, [...(byLanguage.get(g.language) ?? []), g]);
    return [...byLanguage.entries()].map(([language, list]) => ({
      label: LANGUAGE_NAMES[language],
      title: LANGUAGE_NAMES[language],
      options: list.map((g) => ({
        value: g.id,
        // The full name on hover, where a long one is cut short.
        title: g.name,
        // Searched by name, description and language.
        search: `${g.name} ${g.description} ${g.language}`.toLowerCase(),
        label: (
          <Space size={4}>
            {g.name}
            <Tag bordered={false} color={g.builtIn ? 'blue' : 'green'}>
              {t(g.builtIn ? 'codeGenerate.group.builtIn' : 'codeGenerate.group.own')}
            </Tag>
          </Space>
        ),
      })),
    }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groups, intl.locale]);

  return (
    <Panel
      title={
        <Space>
          <SettingOutlined />
          {t('codeGenerate.settings.title')}
        </Space>
      }
      extra={
        <Tooltip title={signedIn ? undefined : t('codeGenerate.settings.signIn')}>
          <Button
            size="small"
            icon={<SaveOutlined />}
            disabled={!signedIn}
            loading={saving}
            onClick={onSaveDefaults}
            data-testid="save-defaults"
          >
            {t('codeGenerate.settings.saveDefaults')}
          </Button>
        </Tooltip>
      }
    >
      <Form
        form={form}
        initialValues={INITIAL}
        layout="vertical"
        requiredMark={false}
        aria-label={t('codeGenerate.settings.title')}
      >
        <Form.Item
          label={t('codeGenerate.group')}
          htmlFor="code-generate-group"
          validateStatus={templateError ? 'error' : undefined}
          help={templateError}
        >
          {groupsLoading && groups.length === 0 ? (
            <Skeleton.Input active block />
          ) : groups.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('codeGenerate.group.empty')}
            />
          ) : (
            <Select
              id="code-generate-group"
              showSearch
              value={templateId ?? undefined}
              placeholder={t('codeGenerate.group.placeholder')}
              options={groupOptions}
              optionFilterProp="search"
              onChange={onTemplateChange}
              aria-describedby={description ? GROUP_DESCRIPTION_ID : undefined}
            />
          )}
          {/* Not the item's `extra`: an item without a `name` does not link that to its control, and
              antd measures it in a layout effect. */}
          {description && (
            <div id={GROUP_DESCRIPTION_ID} className="hint-text">
              {description}
            </div>
          )}
        </Form.Item>
        {/* Hidden, not removed: the value stays in the form for the next group that uses it */}
        <Form.Item
          name="basePackage"
          label={t('codeGenerate.settings.basePackage')}
          hidden={group?.usesBasePackage === false}
        >
          <Input placeholder="com.example.demo" maxLength={200} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="moduleName" label={t('codeGenerate.settings.moduleName')}>
              <Input placeholder="system" maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="author" label={t('codeGenerate.settings.author')}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
        </Row>
        <WordList
          name="tablePrefixes"
          label={t('codeGenerate.settings.tablePrefixes')}
          help={t('codeGenerate.settings.tablePrefixes.help')}
          placeholder={t('codeGenerate.settings.tablePrefixes.placeholder')}
        />
        <WordList
          name="skipFields"
          label={t('codeGenerate.settings.skipFields')}
          help={t('codeGenerate.settings.skipFields.help')}
          placeholder={t('codeGenerate.settings.skipFields.placeholder')}
        />
        <GroupOptions group={group} title={t('codeGenerate.settings.options')} />
      </Form>
    </Panel>
  );
}

export default memo(SettingsCard);
