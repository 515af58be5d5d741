import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import type { TemplateGroup } from '@/contract/template';
import { setWidth } from '@/utils/testing/matchMedia';
import SettingsCard from './SettingsCard';

jest.mock('umi', () => jest.requireActual('@/utils/testing/umiRuntime').umiRuntime());

jest.setTimeout(30000);

beforeEach(() => setWidth(1280));

const javaGroup: TemplateGroup = {
  id: 'builtin:java-pojo',
  name: 'Plain Java',
  description: 'POJO',
  language: 'java',
  builtIn: true,
  copiedFrom: null,
  options: [],
  fileCount: 1,
  updatedAt: null,
  usesBasePackage: true,
};
const tsGroup: TemplateGroup = {
  ...javaGroup,
  id: 'builtin:typescript-react-antd',
  name: 'TypeScript + React',
  language: 'tsx',
  usesBasePackage: false,
};
const ownGroup: TemplateGroup = { ...javaGroup, id: '7', builtIn: false };
delete ownGroup.usesBasePackage;

function Card({
  templateId,
  groups = [javaGroup, tsGroup, ownGroup],
}: {
  templateId: string;
  groups?: TemplateGroup[];
}) {
  return (
    <SettingsCard
      onFormReady={() => undefined}
      groups={groups}
      groupsLoading={false}
      templateId={templateId}
      onTemplateChange={() => undefined}
      signedIn
      saving={false}
      onSaveDefaults={() => undefined}
    />
  );
}

/** antd's hidden Form.Item keeps the field (and its value) but does not show it. */
const baseField = () => document.getElementById('basePackage')?.closest('.ant-form-item');

describe('the Base package field', () => {
  it('is shown for a group whose templates read it', () => {
    render(<Card templateId="builtin:java-pojo" />);
    expect(screen.getByText('Base package')).toBeInTheDocument();
    expect(baseField()).not.toHaveClass('ant-form-item-hidden');
  });

  it('is hidden for a group that says it does not use one (TypeScript)', () => {
    render(<Card templateId="builtin:typescript-react-antd" />);
    expect(baseField()).toHaveClass('ant-form-item-hidden');
    expect(document.getElementById('basePackage')).toHaveValue('com.example.demo');
  });

  it('is shown for a user group, which does not say', () => {
    render(<Card templateId="7" />);
    expect(baseField()).not.toHaveClass('ant-form-item-hidden');
  });
});

describe("the group's own options", () => {
  const withOptions: TemplateGroup = {
    ...ownGroup,
    id: '8',
    name: 'With options',
    options: [
      { key: 'lombok', label: 'Use Lombok', type: 'boolean', default: true },
      {
        key: 'idType',
        label: 'Id type',
        type: 'select',
        default: 'Long',
        choices: [
          { value: 'Long', label: 'Long' },
          { value: 'String', label: 'String' },
        ],
      },
      { key: 'classSuffix', label: 'Class suffix', type: 'string', default: '' },
    ],
  };

  it('follow the selected group: a field each, gone with a group that has none', async () => {
    const { rerender } = render(<Card templateId="8" groups={[javaGroup, withOptions]} />);
    expect(await screen.findByText('Options of this group')).toBeInTheDocument();
    // By label, not by role: a role query computes every element's style in jsdom, which under
    // antd's style sheets took this test past its time-out on a slow machine.
    expect(screen.getByLabelText('Use Lombok')).toHaveAttribute('role', 'switch');
    expect(screen.getByText('Id type')).toBeInTheDocument();
    expect(screen.getByLabelText('Class suffix')).toHaveAttribute('type', 'text');

    rerender(<Card templateId="builtin:java-pojo" groups={[javaGroup, withOptions]} />);
    await waitFor(() => expect(screen.queryByText('Use Lombok')).toBeNull());
    expect(screen.queryByText('Options of this group')).toBeNull();
  });
});

describe("the selected group's description", () => {
  it('shows under the group picker and describes it, and goes with a group that has none', () => {
    const { rerender } = render(<Card templateId="builtin:java-pojo" />);
    const picker = document.getElementById('code-generate-group');
    const description = screen.getByText('POJO');
    expect(picker).toHaveAttribute('aria-describedby', description.id);
    // Its own element, not antd's `extra`, which is measured in a layout effect.
    expect(description.closest('.ant-form-item-extra')).toBeNull();

    rerender(
      <Card templateId="9" groups={[javaGroup, { ...ownGroup, id: '9', description: '' }]} />,
    );
    expect(screen.queryByText('POJO')).toBeNull();
    expect(document.getElementById('code-generate-group')).not.toHaveAttribute('aria-describedby');
  });
});
