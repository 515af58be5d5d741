import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
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

function Card({ templateId }: { templateId: string }) {
  return (
    <SettingsCard
      onFormReady={() => undefined}
      groups={[javaGroup, tsGroup, ownGroup]}
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
