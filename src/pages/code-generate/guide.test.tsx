import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setWidth } from '@/utils/testing/matchMedia';
import GuidePage from './guide';
import { filterReference, variableReference } from './templateEditor/reference';

jest.mock('umi', () => ({
  ...jest.requireActual('@/utils/testing/umiRuntime').umiRuntime(),
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}));

beforeEach(() => setWidth(1280));

test('the guide lists every filter and variable with its example and output', () => {
  render(<GuidePage />);
  const filters = document.getElementById('filters') as HTMLElement;
  const variables = document.getElementById('variables') as HTMLElement;
  expect(filterReference.length).toBeGreaterThan(0);
  for (const filter of filterReference) {
    const row = filters.querySelector(`tr[id="filter-${filter.name.replace(/[^\w-]+/g, '-')}"]`);
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText(filter.name)).toBeInTheDocument();
    expect(row?.textContent).toContain(filter.example);
    expect(row?.textContent).toContain(filter.output);
  }
  for (const variable of variableReference) {
    expect(within(variables).getAllByText(variable.name).length).toBeGreaterThan(0);
  }
});

test('sections have anchored headings and a table of contents', () => {
  render(<GuidePage />);
  for (const id of ['workbench', 'paths', 'scopes', 'variables', 'filters', 'limits', 'example']) {
    const section = document.getElementById(id) as HTMLElement;
    expect(section).not.toBeNull();
    expect(section.querySelector(`h3 a[href="#${id}"]`)).not.toBeNull();
  }
  expect(screen.getAllByText('On this page').length).toBeGreaterThan(0);
  expect(screen.getAllByText('Worked example: a DTO group')).toHaveLength(2);
});
