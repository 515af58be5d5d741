import '@testing-library/jest-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { Table } from '@/contract/text';
import { setWidth } from '@/utils/testing/matchMedia';
import FieldGrid, { emptyField } from './index';

jest.mock('umi', () => jest.requireActual('@/utils/testing/umiRuntime').umiRuntime());

// Queries go by label or text: getByRole computes accessible names over the whole antd table,
// which takes minutes in jsdom.
jest.setTimeout(30000);
beforeEach(() => setWidth(1280));

const table: Table = {
  tableName: 'user_account',
  className: 'UserAccount',
  comment: '',
  fields: [
    { ...emptyField(1), columnName: 'id', javaType: 'Long' },
    { ...emptyField(2), columnName: 'name' },
  ],
};

function renderGrid() {
  const changes: Table[] = [];
  function Host() {
    const [value, setValue] = useState(table);
    return (
      <FieldGrid
        table={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Host />);
  return () => changes[changes.length - 1];
}

const columnNames = () =>
  screen.getAllByLabelText(/^Column \d+$/).map((el) => (el as HTMLInputElement).value);

test('a text edit is committed on blur', () => {
  const last = renderGrid();
  const box = screen.getByLabelText('Column 2');
  fireEvent.change(box, { target: { value: 'user_name' } });
  expect(last()).toBeUndefined();
  fireEvent.blur(box);
  expect(last().fields[1].columnName).toBe('user_name');
});

test('flags, add, delete and keyboard reorder', () => {
  const last = renderGrid();
  fireEvent.click(screen.getByLabelText('PK 2'));
  expect(last().fields[1].primaryKey).toBe(true);

  fireEvent.click(screen.getByText('Add field'));
  expect(columnNames()).toEqual(['id', 'name', 'column_3']);

  fireEvent.click(screen.getByLabelText('Move down 1'));
  expect(columnNames()).toEqual(['name', 'id', 'column_3']);

  fireEvent.click(screen.getByLabelText('Delete field 3'));
  expect(columnNames()).toEqual(['name', 'id']);
  expect(last().fields.map((f) => f.javaType)).toEqual(['String', 'Long']);
});

test('the grid shows the most edited columns; the others are chosen under Columns', () => {
  renderGrid();
  for (const label of ['Column 1', 'Property 1', 'SQL type 1', 'Null 1', 'PK 1', 'Comment 1']) {
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  }
  expect(screen.getAllByLabelText('Java type 1').length).toBeGreaterThan(0);
  expect(screen.queryByLabelText('Default 1')).not.toBeInTheDocument();
  expect(screen.queryByTestId('field-cards')).not.toBeInTheDocument();
});

describe('on a phone', () => {
  beforeEach(() => setWidth(390));

  test('each field is a card whose edits, flags and moves reach the table', () => {
    const last = renderGrid();
    expect(screen.getByTestId('field-cards')).toBeInTheDocument();
    expect(screen.getByTestId('field-card-2')).toHaveTextContent('Field 2');

    const column = screen.getByLabelText('Column 2');
    fireEvent.change(column, { target: { value: 'user_name' } });
    fireEvent.blur(column);
    expect(last().fields[1].columnName).toBe('user_name');

    fireEvent.click(screen.getByLabelText('PK 1'));
    expect(last().fields[0].primaryKey).toBe(true);

    fireEvent.click(screen.getByLabelText('Move down 1'));
    expect(columnNames()).toEqual(['user_name', 'id']);
    fireEvent.click(screen.getByLabelText('Delete field 1'));
    expect(columnNames()).toEqual(['id']);
  });

  test('"More" opens the less used properties of one card', () => {
    const last = renderGrid();
    expect(screen.queryByLabelText('Default 1')).not.toBeInTheDocument();
    const card = screen.getByTestId('field-card-1');
    fireEvent.click(within(card).getByText('More'));
    const value = screen.getByLabelText('Default 1');
    fireEvent.change(value, { target: { value: '0' } });
    fireEvent.blur(value);
    expect(last().fields[0].defaultValue).toBe('0');
    expect(screen.queryByLabelText('Default 2')).not.toBeInTheDocument();
  });
});
