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

  it('adding, removing and clearing, each said once with its exact texts', async () => {
    const user = userEvent.setup();
    render(<ModulesPage />, { path: '/moduler' });
    await reader.start();
    const add = () => screen.getAllByRole('button', { name: 'Lägg till i intresselistan' });
    await user.click(add()[1]);
    const panel = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await expectSpoken('assertive: Modul tillagd Roller & kompetens har lagts till i din intresselista.');
    await user.click(within(panel).getByRole('button', { name: 'Ta bort Roller & kompetens' }));
    await expectSpoken('polite: Intresselistan är tom');
    await user.keyboard('{Escape}');
    await user.click(add()[2]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rensa' }));
    await expectSpoken('assertive: Intresselistan rensad Alla moduler har tagits bort från din intresselista.');
    // The count stayed silent for the addition and the clearing: the toasts said those.
    const spoken = await reader.spoken();
    expect(spoken).not.toContain('polite: 1 modul i intresselistan');
    expect(spoken.filter((phrase) => phrase === 'polite: Intresselistan är tom')).toHaveLength(1);
  });
});
