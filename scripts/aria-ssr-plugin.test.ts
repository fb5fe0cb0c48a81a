// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ariaSsrPlugin } from './aria-ssr-plugin';

const MODULE = fileURLToPath(new URL('../node_modules/react-aria/dist/private/ssr/SSRProvider.mjs', import.meta.url));
const ID_MODULE = fileURLToPath(new URL('../node_modules/react-aria/dist/private/utils/useId.mjs', import.meta.url));
const HOOKS = fileURLToPath(new URL('../src/boot/aria-ssr.ts', import.meta.url));

type Hooks = {
  configResolved: (config: { command: 'build' | 'serve' }) => void;
  buildStart: () => void;
  transform: (code: string, id: string) => { code: string } | null;
  buildEnd: (error?: Error) => void;
};

/** The plugin's hooks, called as Vite calls them, with `this.error` throwing as Vite's does. */
function plugin(command: 'build' | 'serve' = 'build') {
  const hooks = ariaSsrPlugin() as Plugin & Hooks;
  const context = {
    environment: { name: 'client' },
    error(message: string): never {
      throw new Error(message);
    },
  };
  hooks.configResolved.call(context, { command });
  hooks.buildStart.call(context);
  return {
    transform: (code: string, id: string) => hooks.transform.call(context, code, id),
    buildEnd: () => hooks.buildEnd.call(context),
  };
}

const transform = (code: string, id: string) => plugin().transform(code, id);

describe("the build's replacement of React Aria's useIsSSR", () => {
  it("replaces the installed React Aria's hook with the site's, and nothing else", () => {
    const original = readFileSync(MODULE, 'utf8');
    const result = transform(original, MODULE)!;
    expect(result.code.startsWith(`import { useIsSSR as $clarityUseIsSSR } from ${JSON.stringify(HOOKS)};`)).toBe(true);
    // The exported hook now only calls the site's; React Aria's store with its differing server
    // snapshot is no longer read by it.
    const name = /([\w$]+) as useIsSSR\b/.exec(result.code)![1];
    expect(result.code).toContain(`function ${name}() {\n    return $clarityUseIsSSR();\n}`);
    expect(original).toContain(`function ${name}() {`);
    // The rest of the module is React Aria's own.
    expect(result.code).toMatch(/as SSRProvider\b/);
    expect(result.code).toMatch(/as useSSRSafeId\b/);
  });

  it('leaves other modules alone', () => {
    expect(transform('export const x = 1;', '/x/node_modules/react-aria/dist/private/button/useButton.mjs')).toBeNull();
  });

  it('fails the build when React Aria no longer has the hook where it expects it', () => {
    expect(() => transform('export { a as SSRProvider };', MODULE)).toThrow(/useIsSSR not found/);
  });
});

describe("the build's change to React Aria's useSlotId", () => {
  it("runs its check for the slot element through the site's effect, and changes nothing else", () => {
    const original = readFileSync(ID_MODULE, 'utf8');
    const result = transform(original, ID_MODULE)!;
    expect(
      result.code.startsWith(`import { useSlotIdEffect as $claritySlotIdEffect } from ${JSON.stringify(HOOKS)};`),
    ).toBe(true);
    expect(result.code.match(/\$claritySlotIdEffect\)\(updateId, \[/g)).toHaveLength(1);
    // Only that one call differs: useId and mergeIds keep their layout effects.
    const changed = result.code.split('\n').slice(1);
    const differing = changed.filter((line, i) => line !== original.split('\n')[i]);
    expect(differing).toEqual(['    (0, $claritySlotIdEffect)(updateId, [']);
  });

  it('fails the build when useSlotId no longer checks for its element as expected', () => {
    const moved = 'function $a(depArray = []) {\n    useEffect(check, []);\n}\nexport {$a as useSlotId};';
    expect(() => transform(moved, ID_MODULE)).toThrow(/useSlotId not found/);
  });
});

describe('a build in which React Aria moved a module the plugin changes', () => {
  const BUTTON = '/x/node_modules/react-aria/dist/private/button/useButton.mjs';
  /** Where a later React Aria might keep SSRProvider: the path the plugin looks for matches nothing. */
  const MOVED_SSR_MODULE = '/x/node_modules/react-aria/dist/private/ssr/v2/SSRProvider.mjs';

  it('fails, naming the hook that would ship unchanged and where to fix it', () => {
    const build = plugin();
    build.transform('export const x = 1;', BUTTON);
    expect(build.transform(readFileSync(MODULE, 'utf8'), MOVED_SSR_MODULE)).toBeNull();
    build.transform(readFileSync(ID_MODULE, 'utf8'), ID_MODULE);
    expect(() => build.buildEnd()).toThrow(
      /React Aria's useIsSSR went into the build unchanged: no module matched .*SSRProvider.*scripts\/aria-ssr-plugin\.ts/,
    );
  });

  it('fails when neither module was changed, naming both', () => {
    const build = plugin();
    build.transform('export const x = 1;', BUTTON);
    expect(() => build.buildEnd()).toThrow(/useIsSSR and useSlotId went into the build unchanged/);
  });

  it('passes when both were changed', () => {
    const build = plugin();
    build.transform(readFileSync(MODULE, 'utf8'), MODULE);
    build.transform(readFileSync(ID_MODULE, 'utf8'), ID_MODULE);
    expect(() => build.buildEnd()).not.toThrow();
  });

  it('passes a build React Aria did not go through (the prerender, when React Aria stays external)', () => {
    const build = plugin();
    build.transform('export const x = 1;', '/x/src/routing/route-table.ts');
    expect(() => build.buildEnd()).not.toThrow();
  });

  it('leaves the dev server and the unit tests alone, which load only some modules', () => {
    const server = plugin('serve');
    server.transform('export const x = 1;', BUTTON);
    expect(() => server.buildEnd()).not.toThrow();
  });
});
