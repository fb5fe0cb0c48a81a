/** The 7C circle on its own: which keys and pointers flip a badge, and the decorative hub. */
import userEvent from '@testing-library/user-event';
import { fireEvent, render, screen } from '../../test/render';
import { SevenCCircle, type SevenCBadge } from './SevenCCircle';

const ITEMS: SevenCBadge[] = [
  { id: 'context', title: 'Context', description: 'Why change is needed.', mobileDescription: 'Why.' },
  { id: 'clarity', title: 'Clarity', description: 'Where we are going.', mobileDescription: 'Where.' },
];

describe('the 7C circle', () => {
  it('keeps a flipped badge open on keys other than Escape', async () => {
    const user = userEvent.setup();
    render(<SevenCCircle label="Steps" items={ITEMS} />);
    const context = screen.getByRole('button', { name: '1 Context' });
    await user.click(context);
    expect(context).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('a');
    await user.keyboard('{ArrowDown}');
    expect(context).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(context).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets Escape through to the page when no badge is flipped, and keeps it when one is', async () => {
    const user = userEvent.setup();
    render(<SevenCCircle label="Steps" items={ITEMS} />);
    const heard: string[] = [];
    const listener = (event: KeyboardEvent) => heard.push(event.key);
    document.addEventListener('keydown', listener);
    onTestFinished(() => document.removeEventListener('keydown', listener));
    const clarity = screen.getByRole('button', { name: '2 Clarity' });
    clarity.focus();
    await user.keyboard('{Escape}');
    expect(heard).toEqual(['Escape']); // e.g. a drawer around the circle still closes

    await user.keyboard('{Enter}');
    expect(clarity).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(clarity).toHaveAttribute('aria-expanded', 'false');
    expect(heard).toEqual(['Escape', 'Enter']); // this Escape closed the badge, nothing else
  });

  it('flips on a mouse hover only: a touch or a pen passing over flips nothing', () => {
    render(<SevenCCircle label="Steps" items={ITEMS} />);
    const context = screen.getByRole('button', { name: '1 Context' });
    const badge = context.parentElement!;
    for (const pointerType of ['touch', 'pen']) {
      fireEvent.pointerEnter(badge, { pointerType });
      expect(context).toHaveAttribute('aria-expanded', 'false');
    }
    fireEvent.pointerEnter(badge, { pointerType: 'mouse' });
    expect(context).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the hub text with its 7C mark, and no hub without one', () => {
    const { unmount } = render(<SevenCCircle label="Steps" items={ITEMS} hub="Seven steps" />);
    const hub = screen.getByText('Seven steps').parentElement!;
    expect(hub).toHaveTextContent(/^7CSeven steps$/);
    unmount();

    render(<SevenCCircle label="Steps" items={ITEMS} />);
    expect(screen.queryByText('7C')).not.toBeInTheDocument();
  });
});
