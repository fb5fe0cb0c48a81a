/**
 * React Router's default client entry, plus one call: React Aria's prerender check is told that
 * hydration begins (see app/aria-ssr.ts).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { startHydration } from './app/aria-ssr';

startHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
