/**
 * What a screen reader says, heard through a virtual screen reader: the spoken phrases of the
 * interest list on the modules page, not its DOM.
 */
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor, within } from '../../test/render';
import { useVirtualScreenReader } from '../../test/virtual-screen-reader';
import ModulesPage from './ModulesPage';

describe('what a screen reader announces', () => {
  const reader = useVirtualScreenReader();
  const expectSpoken = async (phrase: string) => waitFor(async () => expect(await reader.spoken()).toContain(phrase));
  beforeEach(() => window.localStorage.clear());

  it('the list count as modules are added and cleared, with its exact texts', async () => {
    const user = userEvent.setup();
    render(<ModulesPage />, { path: '/moduler' });
    await reader.start();
    await user.click(screen.getAllByRole('button', { name: 'Lägg till i intresselistan' })[1]);
    await expectSpoken('polite: 1 modul i intresselistan');

    await user.click(
      within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).getByRole('button', { name: 'Rensa' }),
    );
    await expectSpoken('polite: Intresselistan är tom');
  });
});
