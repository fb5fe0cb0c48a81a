/**
 * What a screen reader says, heard through a virtual screen reader: the spoken phrases of the
 * interest list and the contact form, not their DOM.
 */
import userEvent from '@testing-library/user-event';
import ModulesPage from '../../pages/modules/ModulesPage';
import { render, screen, waitFor, within } from '../../test/render';
import { useVirtualScreenReader } from '../../test/virtual-screen-reader';
import { ContactForm } from '../contact/ContactForm';

describe('what a screen reader announces', () => {
  const reader = useVirtualScreenReader();
  const expectSpoken = async (phrase: string) => waitFor(async () => expect(await reader.spoken()).toContain(phrase));
  beforeEach(() => window.localStorage.clear());

  it('the list count as modules are added and cleared, with its exact texts', async () => {
    const user = userEvent.setup();
    render(<ModulesPage />, { path: '/moduler' });
    await reader.start();
    await user.click(screen.getAllByRole('button', { name: 'Lägg till i intresselistan' })[1]!);
    await expectSpoken('polite: 1 modul i intresselistan');

    await user.click(within(await screen.findByRole('dialog', {}, { timeout: 10_000 })).getByRole('button', { name: 'Rensa' }));
    await expectSpoken('polite: Intresselistan är tom');
  });

  it('the error summary and the success status of the contact form', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"ok":true}', { status: 200 })));
    render(<ContactForm modules={[]} />, { locale: 'en', path: '/en/contact' });
    await reader.start();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    // Focus moves to the summary, which the screen reader announces by its role and title.
    await expectSpoken('alert, 4 fields need correcting');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Åsa');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asa@example.se');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    // The confirmation replaces the form and its heading takes focus, so it is read out.
    await expectSpoken('heading, Thank you – your message has been sent., level 2');
    vi.unstubAllGlobals();
  });
});
