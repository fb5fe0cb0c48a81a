/**
 * What a screen reader says, heard through a virtual screen reader: the spoken phrases of the
 * contact form, not its DOM.
 */
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor } from '../../test/render';
import { useVirtualScreenReader } from '../../test/virtual-screen-reader';
import { ContactForm } from './ContactForm';

describe('what a screen reader announces', () => {
  const reader = useVirtualScreenReader();
  const expectSpoken = async (phrase: string) => waitFor(async () => expect(await reader.spoken()).toContain(phrase));

  it('the error summary and the success status of the contact form', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"ok":true}', { status: 200 })),
    );
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
    await expectSpoken('heading, Thank you! Your message has been sent. We will get back to you soon., level 2');
    vi.unstubAllGlobals();
  });
});
