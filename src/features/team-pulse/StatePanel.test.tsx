/**
 * A Team Pulse state that replaces another without a navigation: a region named by its
 * heading, whose heading takes focus when it appears and again when it shows another problem,
 * and is reachable by script only (never a Tab stop of its own).
 */
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { render, screen } from '../../test/render';
import { StatePanel } from './StatePanel';

function Page() {
  return (
    <>
      <button type="button">Before</button>
      <StatePanel id="test-state-title" title="The link is incomplete">
        <p>What happened, and what to do.</p>
        <button type="button">Inside</button>
      </StatePanel>
    </>
  );
}

describe('StatePanel', () => {
  it('is a region named by its heading, holding what it is given', () => {
    render(<Page />);
    const region = screen.getByRole('region', { name: 'The link is incomplete' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'The link is incomplete' }));
    expect(region).toHaveTextContent('What happened, and what to do.');
    expect(region).toContainElement(screen.getByRole('button', { name: 'Inside' }));
  });

  it('moves focus to its heading when it appears', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'The link is incomplete' })).toHaveFocus();
  });

  it('takes focus again when it shows another problem, and not when it renders again with the same one', async () => {
    /** A page whose panel the visitor's actions change: reworded (the same problem), or another problem. */
    function Changing() {
      const [problem, setProblem] = useState({ key: 'notFound', title: 'We cannot find a survey' });
      return (
        <StatePanel id="test-state-title" title={problem.title} focusKey={problem.key}>
          <button type="button" onClick={() => setProblem({ key: problem.key, title: 'Still not found' })}>
            Reword
          </button>
          <button type="button" onClick={() => setProblem({ key: 'failed', title: 'We cannot reach it' })}>
            Another problem
          </button>
        </StatePanel>
      );
    }
    const user = userEvent.setup();
    render(<Changing />);
    expect(screen.getByRole('heading', { name: 'We cannot find a survey' })).toHaveFocus();
    const reword = screen.getByRole('button', { name: 'Reword' });
    await user.click(reword);
    expect(screen.getByRole('heading', { name: 'Still not found' })).toBeVisible();
    expect(reword).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Another problem' }));
    expect(screen.getByRole('heading', { name: 'We cannot reach it' })).toHaveFocus();
  });

  it('its heading is no Tab stop: Tab from the top of the page goes to the first control', async () => {
    const user = userEvent.setup();
    render(<Page />);
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus();
  });
});
