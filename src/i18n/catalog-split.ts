/**
 * Which messages ship where. The shell (header, footer, errors, the not-found page) ships its
 * messages with the layout; each page's messages come with the page, as its route's prerendered
 * loader data, so a visitor downloads the text of the page they read and not of the whole site.
 *
 * A message belongs to the namespace before its first dot (`home.hero.book` → `home`). Every
 * message has an owner, declared once: the shell (below), the server (below) or the screens
 * that list its namespace, or the part of it the message is in (`pulse.question`), in the route
 * table (`namespaces` on each entry). A message with no owner ships nowhere, and
 * `catalog-split.test.tsx` fails on it: the split fails closed.
 */
// With its extension: this file is in the Vite config's module graph (scripts/catalogs.ts).
import { SCREENS, type MessageGroup, type Namespace, type Screen, type ScreenId } from '../routing/route-table.ts';

/** Shipped with the layout, to every page. */
export const SHELL_NAMESPACES: readonly Namespace[] = ['common', 'shell', 'nav', 'footer', 'error', 'notFound'];

/** Text only the server uses (mail, and the functions' answers, which a page shows as the server sends them): shipped to no page. */
export const SERVER_NAMESPACES: readonly Namespace[] = ['mail', 'api'];

function namespace(id: string): string {
  const dot = id.indexOf('.');
  return dot === -1 ? id : id.slice(0, dot);
}

function namespacesOf(screenId: ScreenId): readonly MessageGroup[] {
  return (SCREENS as readonly Screen[]).find((screen) => screen.id === screenId)?.namespaces ?? [];
}

/** Whether a screen's list of namespaces and parts of namespaces takes in a message. */
function listsMessage(groups: readonly MessageGroup[], id: string): boolean {
  return groups.some((group) => id === group || id.startsWith(`${group}.`));
}

/** Whether a message ships with the layout. */
export function isShellMessage(id: string): boolean {
  return (SHELL_NAMESPACES as readonly string[]).includes(namespace(id));
}

/** Whether a page ships a message with it. */
export function isPageMessage(screen: ScreenId, id: string): boolean {
  return listsMessage(namespacesOf(screen), id);
}

/** The owners of a message's namespace: 'shell', 'server' and/or screen ids. None means it ships nowhere. */
export function ownersOf(id: string): string[] {
  const ns = namespace(id);
  const owners: string[] = [];
  if ((SHELL_NAMESPACES as readonly string[]).includes(ns)) owners.push('shell');
  if ((SERVER_NAMESPACES as readonly string[]).includes(ns)) owners.push('server');
  for (const screen of SCREENS as readonly Screen[]) {
    if (listsMessage(screen.namespaces, id)) owners.push(screen.id);
  }
  return owners;
}

/** The entries of a catalog that `keep` accepts. */
export function pickMessages<T>(catalog: Record<string, T>, keep: (id: string) => boolean): Record<string, T> {
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => keep(id)));
}
