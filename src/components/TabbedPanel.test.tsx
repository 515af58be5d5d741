import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import TabbedPanel from './TabbedPanel';

const TABS = [
  { key: 'parser', label: 'Parser' },
  { key: 'ai', label: 'AI' },
  { key: 'history', label: 'History' },
] as const;

function Card() {
  const [active, setActive] = useState<(typeof TABS)[number]['key']>('parser');
  return (
    <TabbedPanel tabs={[...TABS]} activeKey={active} onChange={setActive}>
      <p>{`Content of ${active}`}</p>
    </TabbedPanel>
  );
}

test('the tabs are a tab list whose selected tab labels the panel below', () => {
  render(<Card />);
  expect(screen.getByRole('tablist')).toBeInTheDocument();
  const parser = screen.getByRole('tab', { name: 'Parser' });
  expect(parser).toHaveAttribute('aria-selected', 'true');
  expect(parser).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'AI' })).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel', { name: 'Parser' })).toHaveTextContent('Content of parser');

  fireEvent.click(screen.getByRole('tab', { name: 'AI' }));
  expect(screen.getByRole('tab', { name: 'AI' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'AI' })).toHaveTextContent('Content of ai');
});

test('arrow keys, Home and End move the focus (wrapping); Enter and Space open the focused tab', () => {
  render(<Card />);
  const parser = screen.getByRole('tab', { name: 'Parser' });
  parser.focus();
  fireEvent.keyDown(parser, { key: 'ArrowLeft' });
  expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
  expect(parser).toHaveFocus();
  fireEvent.keyDown(parser, { key: 'End' });
  expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
  fireEvent.keyDown(document.activeElement!, { key: 'Home' });
  expect(parser).toHaveFocus();
  fireEvent.keyDown(parser, { key: 'ArrowRight' });
  // Moving the focus does not open a tab.
  expect(parser).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
  expect(screen.getByRole('tab', { name: 'AI' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Content of ai')).toBeInTheDocument();
  fireEvent.keyDown(screen.getByRole('tab', { name: 'AI' }), { key: 'ArrowRight' });
  fireEvent.keyDown(document.activeElement!, { key: ' ' });
  expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
});
