import '@testing-library/jest-dom';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FeedbackProvider } from '@/components/feedback';
import { IMPORT_MAX_BYTES, LIVE_PARSE_MAX_LENGTH } from '@/contract/text';
import { useImportCheck, useLiveParse } from './tableInput';

jest.mock('umi', () => jest.requireActual('@/utils/testing/umiRuntime').umiRuntime());

describe('useLiveParse', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('parses the latest text as a draft once typing pauses', () => {
    const parse = jest.fn();
    const { result } = renderHook(() => useLiveParse(parse));
    result.current.schedule('CREATE TABLE a (id INT);');
    result.current.schedule('CREATE TABLE ab (id INT);');
    act(() => jest.advanceTimersByTime(399));
    expect(parse).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledWith('CREATE TABLE ab (id INT);', false);
  });

  it('leaves empty and over-long text, and a cancelled parse, alone', () => {
    const parse = jest.fn();
    const { result, unmount } = renderHook(() => useLiveParse(parse));
    result.current.schedule('   ');
    result.current.schedule('x'.repeat(LIVE_PARSE_MAX_LENGTH + 1));
    act(() => jest.advanceTimersByTime(1000));
    result.current.schedule('CREATE TABLE a (id INT);');
    result.current.cancel();
    act(() => jest.advanceTimersByTime(1000));
    result.current.schedule('CREATE TABLE b (id INT);');
    unmount();
    act(() => jest.advanceTimersByTime(1000));
    expect(parse).not.toHaveBeenCalled();
  });
});

describe('useImportCheck', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FeedbackProvider>{children}</FeedbackProvider>
  );

  it('accepts a supported file and tells why others cannot be imported', async () => {
    const { result } = renderHook(() => useImportCheck(), { wrapper });
    expect(result.current(new File(['id,name'], 'people.CSV'))).toBe(true);

    let accepted = true;
    act(() => {
      accepted = result.current(new File(['x'], 'notes.txt.exe'));
    });
    expect(accepted).toBe(false);
    expect(await screen.findByText(/This file type cannot be imported/)).toBeInTheDocument();

    const big = new File(['x'], 'dump.sql');
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });
    act(() => {
      accepted = result.current(big);
    });
    expect(accepted).toBe(false);
    expect(await screen.findByText('The file is too large (at most 5 MB).')).toBeInTheDocument();
  });
});
