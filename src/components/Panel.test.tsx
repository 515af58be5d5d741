import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import Panel from './Panel';

describe('Panel', () => {
  it('shows its title, its extra and its content', () => {
    render(
      <Panel title="Tables" extra={<button type="button">Clear</button>}>
        <p>No tables yet</p>
      </Panel>,
    );
    expect(screen.getByText('Tables')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(screen.getByText('No tables yet')).toBeInTheDocument();
  });
});
