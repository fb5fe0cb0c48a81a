/**
 * Where focus goes when the row holding it disappears from the side panel.
 */
import userEvent from '@testing-library/user-event';
import ModulesPage from './ModulesPage';
import { render, screen, waitFor, within } from '../../test/render';
import { interestListStore } from '../../features/interest-list/useInterestList';

describe('the side panel keeps keyboard focus inside it', () => {
  // The store outlives a test (one per language site), so each test starts from an empty list.
  beforeEach(() => interestListStore('sv').clear());

  async function openWithThreeModules() {
    const user = userEvent.setup();
    render(<ModulesPage />, { path: '/moduler' });
    const addButtons = screen.getAllByRole('button', { name: 'Lägg till i intresselistan' });
    for (const index of [0, 1, 2]) {
      // Adding opens the panel, whose code may still be loading: close it once it is there, and
      // go on once it is gone (while it is open, the page behind it is hidden from the tree).
      await user.click(addButtons[index]);
      await screen.findByRole('dialog', { name: 'Din intresselista' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await user.click(screen.getByRole('button', { name: 'Intresselista (3)' }));
    return { user, panel: await screen.findByRole('dialog', { name: 'Din intresselista' }) };
  }

  it('removing a row focuses the next row’s remove button, and the last row’s when it was last', async () => {
    const { user, panel } = await openWithThreeModules();
    const [first, second, third] = within(panel).getAllByRole('button', { name: /^Ta bort / });
    const secondName = second.getAttribute('aria-label');
    const thirdName = third.getAttribute('aria-label');

    await user.click(first);
    expect(within(panel).getByRole('button', { name: secondName! })).toHaveFocus();

    await user.click(within(panel).getByRole('button', { name: thirdName! }));
    expect(within(panel).getByRole('button', { name: secondName! })).toHaveFocus();
  });

  it('removing the last of several rows focuses the row now last, not the first', async () => {
    const { user, panel } = await openWithThreeModules();
    const [, second, third] = within(panel).getAllByRole('button', { name: /^Ta bort / });
    const secondName = second.getAttribute('aria-label');

    await user.click(third);
    expect(within(panel).getByRole('button', { name: secondName! })).toHaveFocus();
  });

  it('clearing the list focuses the empty-list message', async () => {
    const { user, panel } = await openWithThreeModules();
    await user.click(within(panel).getByRole('button', { name: 'Rensa' }));
    expect(within(panel).getByText('Inga moduler tillagda ännu.', { exact: false })).toHaveFocus();
  });
});
