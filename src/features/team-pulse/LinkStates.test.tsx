/**
 * What the share and results pages show before and instead of a survey: "opening" while the
 * link is read (and, in the prerendered page, the incomplete link's words for the stylesheet to
 * show when the address has no fragment), and each problem with the link: its heading, which
 * takes focus, its words for the link the visitor followed, and the way on (try again, or start
 * a survey of one's own).
 */
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../app/AppProviders';
import { site } from '../../config/site';
import type { MessageId } from '../../i18n/messages';
import { message } from '../../test/catalog-text';
import { catalogs, render, screen } from '../../test/render';
import { LinkProblem, Opening } from './LinkStates';

const LINKS = ['share', 'results'] as const;
const START_PATHS = { sv: '/teampuls', en: '/en/team-pulse' };

/** The page as prerendered: before its scripts have run. */
function prerender(ui: React.ReactNode, locale: 'sv' | 'en' = 'en') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MemoryRouter initialEntries={[START_PATHS[locale]]}>
      <AppProviders locale={locale} messages={catalogs[locale]} onIntlError={() => undefined}>
        {ui}
      </AppProviders>
    </MemoryRouter>,
  );
  return container;
}

describe('Opening', () => {
  it.each(LINKS)('%s link, once the page runs: only "opening", as a status', (link) => {
    render(<Opening link={link} />, { locale: 'en', path: '/en/team-pulse/results' });
    // (The other status is the test's location probe.)
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      message('en', 'teamPulse.link.opening'),
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText(message('en', `teamPulse.problem.missing.${link}` as MessageId))).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it.each(LINKS)('%s link, prerendered: "opening", and the incomplete link’s words for that link', (link) => {
    const page = prerender(<Opening link={link} />);
    expect(page.querySelector('[role="status"]')?.textContent).toBe(message('en', 'teamPulse.link.opening'));
    expect(page.querySelector('h2')?.textContent).toBe(message('en', 'teamPulse.problem.missing.title'));
    expect(page.textContent).toContain(message('en', `teamPulse.problem.missing.${link}` as MessageId));
    expect(page.querySelector('a')?.getAttribute('href')).toBe(START_PATHS.en);
    expect(page.querySelector('a')?.textContent).toBe(message('en', 'teamPulse.problem.start'));
    const other = link === 'share' ? 'results' : 'share';
    expect(page.textContent).not.toContain(message('en', `teamPulse.problem.missing.${other}` as MessageId));
  });

  it('prerendered: says without JavaScript that the page needs it', () => {
    const page = prerender(<Opening link="results" />, 'sv');
    expect(page.querySelector('noscript')?.innerHTML).toContain(message('sv', 'teamPulse.link.noScript'));
  });

  it('prerendered: its inline script tells the stylesheet whether the address has a fragment', () => {
    const page = prerender(<Opening link="results" />);
    const scripts = page.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the prerendered page's own script
    const run = new Function(scripts[0].textContent ?? '') as () => void;
    const start = `${window.location.pathname}${window.location.search}`;
    try {
      for (const [hash, expected] of [
        ['#RRRR.SSSS', 'yes'],
        ['#R', 'yes'],
        ['', 'no'],
        ['#', 'no'],
      ]) {
        window.history.replaceState(null, '', `${start}${hash}`);
        delete document.documentElement.dataset.linkFragment;
        run();
        expect([hash, document.documentElement.dataset.linkFragment]).toEqual([hash, expected]);
      }
    } finally {
      window.history.replaceState(null, '', start);
      delete document.documentElement.dataset.linkFragment;
    }
  });
});

describe('LinkProblem', () => {
  for (const locale of ['sv', 'en'] as const) {
    for (const link of LINKS) {
      for (const problem of ['missing', 'notFound'] as const) {
        it(`${locale}, ${link} link, ${problem}: says so, with a way to start a survey of one’s own`, () => {
          const onRetry = vi.fn();
          render(<LinkProblem problem={problem} link={link} onRetry={onRetry} />, {
            locale,
            path: START_PATHS[locale],
          });
          const title = message(locale, `teamPulse.problem.${problem}.title` as MessageId);
          const heading = screen.getByRole('heading', { level: 2, name: title });
          expect(heading).toHaveFocus();
          const region = screen.getByRole('region', { name: title });
          expect(region).toHaveTextContent(
            message(locale, `teamPulse.problem.${problem}.${link}` as MessageId, { email: site.email }),
          );
          expect(screen.getByRole('link', { name: message(locale, 'teamPulse.problem.start') })).toHaveAttribute(
            'href',
            START_PATHS[locale],
          );
          expect(screen.queryByRole('button')).not.toBeInTheDocument();
        });
      }

      it(`${locale}, ${link} link, failed: says so with our address, and tries again on request`, async () => {
        const onRetry = vi.fn();
        const user = userEvent.setup();
        render(<LinkProblem problem="failed" link={link} onRetry={onRetry} />, { locale, path: START_PATHS[locale] });
        const title = message(locale, 'teamPulse.problem.failed.title');
        expect(screen.getByRole('heading', { level: 2, name: title })).toHaveFocus();
        const text = message(locale, `teamPulse.problem.failed.${link}` as MessageId, { email: site.email });
        expect(text).toContain(site.email);
        expect(screen.getByRole('region', { name: title })).toHaveTextContent(text);
        expect(screen.queryByRole('link')).not.toBeInTheDocument();
        expect(onRetry).not.toHaveBeenCalled();
        await user.click(screen.getByRole('button', { name: message(locale, 'teamPulse.problem.retry') }));
        expect(onRetry).toHaveBeenCalledTimes(1);
      });
    }
  }

  it('the share and results links have words of their own', () => {
    const { unmount } = render(<LinkProblem problem="missing" link="share" onRetry={() => undefined} />, {
      locale: 'en',
    });
    expect(screen.getByText(message('en', 'teamPulse.problem.missing.share'))).toBeVisible();
    expect(screen.queryByText(message('en', 'teamPulse.problem.missing.results'))).toBeNull();
    unmount();
    render(<LinkProblem problem="missing" link="results" onRetry={() => undefined} />, { locale: 'en' });
    expect(screen.getByText(message('en', 'teamPulse.problem.missing.results'))).toBeVisible();
    expect(screen.queryByText(message('en', 'teamPulse.problem.missing.share'))).toBeNull();
  });

  it('another problem in the same place takes focus again', async () => {
    function Changing() {
      const [problem, setProblem] = useState<'notFound' | 'failed'>('failed');
      return <LinkProblem problem={problem} link="results" onRetry={() => setProblem('notFound')} />;
    }
    const user = userEvent.setup();
    render(<Changing />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: message('en', 'teamPulse.problem.retry') }));
    expect(screen.getByRole('heading', { name: message('en', 'teamPulse.problem.notFound.title') })).toHaveFocus();
  });
});
