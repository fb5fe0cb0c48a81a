/**
 * The drawer as a keyboard and pointer user meets it: a modal dialog named by its title, with a
 * close button and its footer, that closes on a click on the page behind it unless it is told
 * not to (Escape and the close button: MobileNav.test); and, opened without a button of its own (a
 * panel loaded on demand), one that gives focus back to what had it before.
 */
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { render, screen, waitFor } from '../../test/render';
import { Drawer } from './Drawer';

function Menu({ isDismissable }: { isDismissable?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={<Button>Öppna menyn</Button>}
      title="Meny"
      closeLabel="Stäng menyn"
      isDismissable={isDismissable}
      footer={<p>Boka ett samtal</p>}
    >
      <a href="/om-oss">Om oss</a>
    </Drawer>
  );
}

/** The page behind the drawer: its overlay, outside the dialog. */
const overlay = () => document.querySelector<HTMLElement>('.overlay')!;

it('opens as a modal dialog named by its title, with its close button, contents and footer', async () => {
  const user = userEvent.setup();
  render(<Menu />);
  await user.click(screen.getByRole('button', { name: 'Öppna menyn' }));
  const dialog = await screen.findByRole('dialog', { name: 'Meny' });
  expect(screen.getByRole('button', { name: 'Stäng menyn' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Om oss' })).toBeInTheDocument();
  expect(screen.getByText('Boka ett samtal')).toBeInTheDocument();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

it('closes on a click on the page behind it, unless told not to', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Menu />);
  await user.click(screen.getByRole('button', { name: 'Öppna menyn' }));
  await screen.findByRole('dialog', { name: 'Meny' });
  await user.click(overlay());
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  unmount();

  render(<Menu isDismissable={false} />);
  await user.click(screen.getByRole('button', { name: 'Öppna menyn' }));
  await screen.findByRole('dialog', { name: 'Meny' });
  await user.click(overlay());
  // A close would show at once: the overlay leaves, or starts its exit animation (data-exiting).
  expect(screen.getByRole('dialog', { name: 'Meny' })).toBeInTheDocument();
  expect(overlay()).not.toHaveAttribute('data-exiting');
});

it('without a button of its own, opens when told and gives focus back to what had it', async () => {
  const user = userEvent.setup();
  function Panel() {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Intresselistan
        </button>
        <Drawer isOpen={isOpen} onOpenChange={setOpen} title="Din intresselista" closeLabel="Stäng" size="panel">
          <p>Tom</p>
        </Drawer>
      </>
    );
  }
  render(<Panel />);
  const opener = screen.getByRole('button', { name: 'Intresselistan' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Din intresselista' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await user.click(screen.getByRole('button', { name: 'Stäng' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
});
