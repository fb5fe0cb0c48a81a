/**
 * Hydrating the prerendered contact page. The page reads the query string (`?modules=`, the
 * interest list's handoff) and the stored interest list only once hydrated, and React renders
 * again whatever read a value that differs from the prerendered one, at once, in the task that
 * ends hydration, which it cannot split. On a slow phone, rendering the whole form again there
 * was the longest task of the page's load. So: without modules chosen, the form renders once;
 * with them, again, and shows them.
 */
import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/AppProviders';
import { INTEREST_LIST_KEYS } from '../../features/interest-list/interest-list-store';
import { act, catalogs, screen } from '../../test/render';
import ContactPage from './ContactPage';

const formRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../features/contact/ContactForm', async (original) => {
  const { ContactForm } = await original<typeof import('../../features/contact/ContactForm')>();
  return {
    ContactForm(props: ComponentProps<typeof ContactForm>) {
      formRenders.count += 1;
      return <ContactForm {...props} />;
    },
  };
});

/** The page as prerendered (no query string reaches the prerenderer), then hydrated at `path`. */
async function hydrate(path: string) {
  const page = (at: string) => (
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <AppProviders locale="sv" messages={catalogs.sv}>
                <ContactPage />
              </AppProviders>
            ),
          },
        ],
        { initialEntries: [at] },
      )}
    />
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page('/kontakt'));
  document.body.append(container);
  formRenders.count = 0;
  // act() returns once hydration has committed and every render and effect it caused has run.
  await act(async () => {
    render(page(path), { container, hydrate: true });
  });
}

describe('the contact page, hydrated', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.body.replaceChildren();
  });

  it('renders the form once when no modules are chosen', async () => {
    await hydrate('/kontakt');
    expect(screen.queryByRole('heading', { name: 'Ni har valt:' })).toBeNull();
    expect(formRenders.count).toBe(1);
  });

  it('renders the form once when the stored interest list is empty', async () => {
    window.localStorage.setItem(INTEREST_LIST_KEYS.sv, '[]');
    await hydrate('/kontakt');
    expect(formRenders.count).toBe(1);
  });

  it('shows modules chosen in the query string, rendering the form again for them', async () => {
    await hydrate('/kontakt?modules=workshops-labbar');
    expect(await screen.findByRole('heading', { name: 'Ni har valt:' })).toBeVisible();
    expect(screen.getByText('Workshops & labbar')).toBeVisible();
    expect(formRenders.count).toBe(2);
  });
});
