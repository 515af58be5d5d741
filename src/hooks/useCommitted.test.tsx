import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useCommitted } from './useCommitted';

test('false while a component renders for the first time and commits, true from its next render on', () => {
  const seen: string[] = [];
  function Probe() {
    const committed = useCommitted();
    seen.push(`render ${committed}`);
    useLayoutEffect(() => {
      seen.push(`commit ${committed}`);
    });
    return null;
  }
  const { rerender } = render(<Probe />);
  rerender(<Probe />);
  expect(seen).toEqual([
    'render false',
    'commit false',
    'render true',
    'commit true',
    'render true',
    'commit true',
  ]);
});
