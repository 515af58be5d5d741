import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import FileButton from './FileButton';

describe('FileButton', () => {
  it('opens the file dialog from its button and hands over each chosen file', () => {
    const onFile = jest.fn();
    const { container } = render(
      <FileButton accept=".sql,.json" onFile={onFile}>
        <button type="button">Import</button>
      </FileButton>,
    );
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input).toHaveAttribute('accept', '.sql,.json');
    const opened = jest.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(opened).toHaveBeenCalledTimes(1);

    const file = new File(['create table t (id int);'], 'schema.sql');
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFile).toHaveBeenCalledTimes(2);
    expect(onFile).toHaveBeenLastCalledWith(file);
    expect(input.value).toBe('');
  });

  it('ignores a dialog closed without a file', () => {
    const onFile = jest.fn();
    const { container } = render(
      <FileButton accept=".sql" onFile={onFile}>
        <button type="button">Import</button>
      </FileButton>,
    );
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [] } });
    expect(onFile).not.toHaveBeenCalled();
  });
});
