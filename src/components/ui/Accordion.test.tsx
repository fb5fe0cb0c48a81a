/**
 * The accordion as a keyboard and screen-reader user meets it: each item a button inside a
 * heading of the page's level, `aria-expanded` following it; one open at a time unless the group
 * allows several; the answers of an FAQ with their contact link; and a "Läs mer" toggle whose
 * name says what it will do.
 */
import userEvent from '@testing-library/user-event';
import { HOME_FAQ } from '../../content/faq';
import { message } from '../../test/catalog-text';
import { render, screen, within } from '../../test/render';
import { Accordion, DisclosureItem, MoreText } from './Accordion';
import { FaqAccordion } from './FaqAccordion';

function Questions({ several = false }: { several?: boolean }) {
  return (
    // One at a time is the default: the prop is given only to allow several.
    <Accordion {...(several ? { allowsMultipleExpanded: true } : {})}>
      <DisclosureItem id="pris" title="Vad kostar det?" headingLevel={2} icon={<svg data-testid="ikon" />}>
        Det beror på.
      </DisclosureItem>
      <DisclosureItem id="tid" title="Hur lång tid tar det?">
        Några veckor.
      </DisclosureItem>
    </Accordion>
  );
}

it('puts each item’s button in a heading of the page’s level, closed, with its icon before the title', () => {
  render(<Questions />);
  const price = screen.getByRole('button', { name: 'Vad kostar det?' });
  expect(screen.getByRole('heading', { level: 2, name: 'Vad kostar det?' })).toContainElement(price);
  expect(screen.getByRole('heading', { level: 3, name: 'Hur lång tid tar det?' })).toBeInTheDocument();
  expect(price).toHaveAttribute('aria-expanded', 'false');
  expect(within(price).getByTestId('ikon')).toBeInTheDocument();
  expect(screen.getByText('Det beror på.')).not.toBeVisible();
});

it('opens one item at a time, and closes the open one again', async () => {
  const user = userEvent.setup();
  render(<Questions />);
  const price = screen.getByRole('button', { name: 'Vad kostar det?' });
  const time = screen.getByRole('button', { name: 'Hur lång tid tar det?' });
  await user.click(price);
  expect(screen.getByText('Det beror på.')).toBeVisible();
  await user.click(time);
  expect([price, time].map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
  await user.click(time);
  expect(time).toHaveAttribute('aria-expanded', 'false');
});

it('keeps several open where the group allows it', async () => {
  const user = userEvent.setup();
  render(<Questions several />);
  const price = screen.getByRole('button', { name: 'Vad kostar det?' });
  const time = screen.getByRole('button', { name: 'Hur lång tid tar det?' });
  await user.click(price);
  await user.click(time);
  expect([price, time].map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
});

it('gives an FAQ its questions as headings of the level asked for, and an answer its link to the contact page', async () => {
  const user = userEvent.setup();
  const linked = HOME_FAQ.flatMap((group) => group.items).find((item) => item.hasLink)!;
  render(<FaqAccordion items={[linked]} headingLevel={4} />);
  const question = screen.getByRole('button', { name: message('sv', linked.question) });
  expect(screen.getByRole('heading', { level: 4 })).toContainElement(question);
  await user.click(question);
  expect(screen.getByRole('link', { name: /./ })).toHaveAttribute('href', '/kontakt');
});

it('opens one FAQ answer at a time', async () => {
  const user = userEvent.setup();
  const [first, second] = HOME_FAQ.flatMap((group) => group.items);
  render(<FaqAccordion items={[first, second]} />);
  const [one, two] = [first, second].map((item) => screen.getByRole('button', { name: message('sv', item.question) }));
  await user.click(one);
  await user.click(two);
  expect([one, two].map((button) => button.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
});

it('names a "read more" toggle for what it does now, and for what it will do once open', async () => {
  const user = userEvent.setup();
  render(
    <MoreText
      label="Läs mer"
      aria-label="Läs mer om Syfte"
      expandedLabel="Visa mindre"
      expandedAriaLabel="Visa mindre om Syfte"
    >
      Hela texten.
    </MoreText>,
  );
  const toggle = screen.getByRole('button', { name: 'Läs mer om Syfte' });
  expect(toggle).toHaveTextContent('Läs mer');
  await user.click(toggle);
  expect(toggle).toHaveAccessibleName('Visa mindre om Syfte');
  expect(toggle).toHaveTextContent('Visa mindre');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Hela texten.')).toBeVisible();
});
