import { fireEvent, render, screen } from '@testing-library/react';
import DropZone, { acceptsFile } from './DropZone';

const file = (name: string) => new File(['x'], name);

describe('DropZone', () => {
  it('hands over the first dropped file of an accepted type', () => {
    const onFile = jest.fn();
    render(
      <DropZone accept=".sql,.json" onFile={onFile}>
        <p>editor</p>
      </DropZone>,
    );
    const zone = screen.getByText('editor');
    const png = file('logo.png');
    const sql = file('SCHEMA.SQL');
    fireEvent.drop(zone, { dataTransfer: { files: [png, sql, file('b.json')] } });
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledWith(sql);
  });

  it('ignores a drop without a file of an accepted type', () => {
    const onFile = jest.fn();
    render(
      <DropZone accept=".sql" onFile={onFile}>
        <p>editor</p>
      </DropZone>,
    );
    fireEvent.drop(screen.getByText('editor'), { dataTransfer: { files: [file('a.png')] } });
    expect(onFile).not.toHaveBeenCalled();
  });

  it('takes extensions in any case and nothing else', () => {
    expect(acceptsFile(file('dump.Sql'), '.sql, .json')).toBe(true);
    expect(acceptsFile(file('sql'), '.sql')).toBe(false);
    expect(acceptsFile(file('data.json.png'), '.json')).toBe(false);
  });
});
