import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { useStableCallback } from './useStableCallback';

describe('useStableCallback', () => {
  it('keeps one identity across renders and calls the newest function', () => {
    const seen: Array<() => number> = [];
    let bump = () => {};
    function Probe() {
      const [count, setCount] = useState(1);
      bump = () => setCount((c) => c + 1);
      const read = useStableCallback(() => count);
      seen.push(read);
      return null;
    }
    render(<Probe />);
    act(() => bump());
    act(() => bump());
    expect(seen.length).toBe(3);
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]()).toBe(3);
  });
});
