import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import MessageContent from './MessageContent';

jest.mock('umi', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

test('page links in a message are links; markup around other addresses stays visible text', () => {
  render(
    <MessageContent content="Start with [the text tool](/text). <b>Not bold</b> [away](https://evil.example)" />,
  );
  expect(screen.getByText('the text tool').closest('a')).toHaveAttribute('href', '/text');
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(document.body).toHaveTextContent('<b>Not bold</b> [away](https://evil.example)');
  expect(document.querySelector('b')).toBeNull();
});
