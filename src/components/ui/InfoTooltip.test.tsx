/**
 * The ⓘ button as a keyboard user meets it: a button with its own name; focused from the
 * keyboard, it shows its explanation in a tooltip that describes it, and Escape hides it again.
 * Without focus or hover, no tooltip is in the page.
 */
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor } from '../../test/render';
import { InfoTooltip } from './InfoTooltip';

it('shows its explanation to a keyboard user and describes the button with it; Escape hides it', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Före</button>
      <InfoTooltip label="Mer information om priset" text="Priset gäller per team." />
    </>,
  );
  const info = screen.getByRole('button', { name: 'Mer information om priset' });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Före' }));
  await user.tab();
  expect(info).toHaveFocus();
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip).toHaveTextContent('Priset gäller per team.');
  expect(info).toHaveAccessibleDescription('Priset gäller per team.');
  expect(info).toHaveAttribute('data-focus-visible', 'true');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  expect(info).toHaveFocus();
});
