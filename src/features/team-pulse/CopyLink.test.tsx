/**
 * A link to hand on: a read-only field that selects the whole link when focused, and a button
 * that copies it, or, where the clipboard is refused, selects it and says how to copy it by
 * hand. Either outcome is announced in a live region that is silent until then.
 */
import userEvent from '@testing-library/user-event';
import { render, screen, waitFor } from '../../test/render';
import { message } from '../../test/catalog-text';
import { CopyLink } from './CopyLink';

const LINK = `${window.location.origin}/teampuls/svara#${'S'.repeat(43)}`;

function renderCopyLink() {
  render(<CopyLink id="team-share-link" label="Länk till teamet" copyLabel="Kopiera länken till teamet" link={LINK} />);
  return {
    field: screen.getByRole<HTMLInputElement>('textbox', { name: 'Länk till teamet' }),
    button: screen.getByRole('button', { name: 'Kopiera länken till teamet' }),
    // The page's own live region (render() adds the router's location as an <output>, a status too).
    status: screen.getAllByRole('status').find((region) => region !== screen.getByTestId('location'))!,
  };
}

/** The part of the field's text that is selected. */
const selected = (field: HTMLInputElement) => field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);

describe('a link to copy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the link, read-only, and says nothing before it is copied', () => {
    const { field, status } = renderCopyLink();
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
    expect(status).toBeEmptyDOMElement();
  });

  it('the button copies the link and says so', async () => {
    const user = userEvent.setup();
    const { button, status } = renderCopyLink();
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(status).toHaveTextContent(message('sv', 'teamPulse.copy.copied'));
  });

  it('where the clipboard is refused, the button selects the link and says how to copy it', async () => {
    const user = userEvent.setup();
    const { field, button, status } = renderCopyLink();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(button);
    await waitFor(() => expect(status).toHaveTextContent(message('sv', 'teamPulse.copy.selected')));
    expect(selected(field)).toBe(LINK);
  });

  it('clicking into the field selects the whole link, to copy by hand', async () => {
    const user = userEvent.setup();
    const { field } = renderCopyLink();
    await user.click(field);
    expect(field).toHaveFocus();
    expect(selected(field)).toBe(LINK);
  });
});
