import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import EnglishLayout, { ErrorBoundary as EnglishErrorBoundary } from './layouts/en';
import SwedishLayout, { ErrorBoundary as SwedishErrorBoundary } from './layouts/sv';

function Broken(): never {
  throw new Error('The page could not be drawn');
}

function goneLoader(): never {
  throw new Response('This page has been removed', { status: 410, statusText: 'Gone' });
}

function renderBrokenRoute(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: 'sv',
        Component: SwedishLayout,
        ErrorBoundary: SwedishErrorBoundary,
        children: [
          { path: '/', Component: Broken },
          { path: '/borta', loader: goneLoader, Component: Broken },
        ],
      },
      {
        id: 'en',
        Component: EnglishLayout,
        ErrorBoundary: EnglishErrorBoundary,
        children: [{ path: '/en', Component: Broken }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('an error response from a route', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows its status and text', async () => {
    renderBrokenRoute('/borta');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oväntat programfel' })).toBeInTheDocument();
    expect(screen.getByText('Status 410')).toBeInTheDocument();
    expect(screen.getByText('This page has been removed')).toBeInTheDocument();
  });
});

describe('an error thrown while rendering a route', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the Unexpected Application Error screen with the message, inside the shell', () => {
    renderBrokenRoute('/en');
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByText('The page could not be drawn')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Main menu' }).length).toBeGreaterThan(0);
  });

  it('says it in Swedish on a Swedish page', () => {
    renderBrokenRoute('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Oväntat programfel' })).toBeInTheDocument();
    expect(screen.getByText('The page could not be drawn')).toBeInTheDocument();
  });
});
