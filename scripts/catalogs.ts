/**
 * ICU catalogs: reading i18n/<locale>.json and compiling it to AST, the form react-intl
 * formats without its parser. Used by the Vite plugin below and by the catalog tests.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
// Imports in the Vite config's module graph name their file extension: Vite's coming native
// config loader cannot resolve them without, and the current one warns about each.
import { isShellMessage, ownersOf, pickMessages } from '../src/i18n/catalog-split.ts';
import { LOCALES } from '../src/routing/route-table.ts';

export function catalogPath(locale: string): string {
  return fileURLToPath(new URL(`../i18n/${locale}.json`, import.meta.url));
}

export function readCatalog(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(catalogPath(locale), 'utf8')) as Record<string, string>;
}

/** Throws, naming the id, when a message does not parse. */
export function compileCatalog(catalog: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`Message "${id}" does not parse: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

const PREFIX = 'virtual:catalog/';

/**
 * `import messages from 'virtual:catalog/sv'` gives the whole compiled Swedish catalog (for the
 * server's page loaders and the tests); `virtual:catalog/sv/shell` only the shell's messages,
 * which the layouts ship to the browser (see src/i18n/catalog-split.ts).
 */
export function catalogsPlugin(): Plugin {
  return {
    name: 'catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale = '', part] = id.slice(PREFIX.length + 1).split('/');
      if (!(LOCALES as readonly string[]).includes(locale) || (part !== undefined && part !== 'shell')) {
        throw new Error(`No catalog "${id.slice(1)}"`);
      }
      this.addWatchFile(catalogPath(locale));
      const catalog = readCatalog(locale);
      // Fail closed: a message whose namespace nobody owns would ship with no page at all.
      const unowned = Object.keys(catalog).filter((message) => ownersOf(message).length === 0);
      if (unowned.length > 0)
        throw new Error(
          `Messages no screen, the shell or the server owns (see catalog-split.ts): ${unowned.join(', ')}`,
        );
      const messages = part === 'shell' ? pickMessages(catalog, isShellMessage) : catalog;
      return `export default ${JSON.stringify(compileCatalog(messages))};`;
    },
  };
}
