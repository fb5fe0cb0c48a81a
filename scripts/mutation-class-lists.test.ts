// @vitest-environment node
import type { Logger } from '@stryker-mutator/api/logging';
import type { Ignorer } from '@stryker-mutator/api/ignore';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { CLASS_LIST_REASON, strykerPlugins } from './mutation-class-lists.mjs';

// A view as the features write them: a class list built from a condition, an attribute that is
// not a class list, and text.
const VIEW = `
export function Card({ open, tone, label }: { open: boolean; tone: string; label: string }) {
  return (
    <section
      className={open ? 'card open' : 'card'}
      title={label + ' card'}
    >
      <h2
        titleClassName={\`title \${tone === 'muted' ? 'muted' : ''}\`}
      >
        {open ? 'Open' : 'Closed'}
      </h2>
    </section>
  );
}
`;

const silent = new Proxy({}, { get: () => () => false }) as Logger;

async function mutantsOf(ignorers: Ignorer[]) {
  const { mutants } = await new Instrumenter(silent).instrument([{ name: 'Card.tsx', content: VIEW, mutate: true }], {
    plugins: null,
    excludedMutations: [],
    ignorers,
  });
  // Where in the view each mutant is (its line counted from 0): the attribute on its line (each has a line of its own), or
  // the text and code.
  const lines = VIEW.split('\n');
  return mutants.map((mutant) => ({
    place: /^([\w-]+)=/.exec(lines[mutant.location.start.line].trim())?.[1] ?? 'text or code',
    ignored: mutant.status === 'Ignored' ? mutant.statusReason : undefined,
  }));
}

const ignorer = strykerPlugins[0].value;

test('every mutant in a class list is ignored, with the reason the report shows; others are tested', async () => {
  const mutants = await mutantsOf([ignorer]);
  const places = (ignored: boolean) =>
    new Set(mutants.filter((mutant) => (mutant.ignored !== undefined) === ignored).map(({ place }) => place));
  expect(places(true)).toEqual(new Set(['className', 'titleClassName']));
  expect(places(false)).toEqual(new Set(['title', 'text or code']));
  for (const { ignored } of mutants) expect([undefined, CLASS_LIST_REASON]).toContain(ignored);
});

test('the ignored mutants are the ones the class lists would have without it, and only those', async () => {
  const [withIgnorer, without] = [await mutantsOf([ignorer]), await mutantsOf([])];
  const inClassLists = without.filter(({ place }) => place.endsWith('lassName'));
  expect(inClassLists.length).toBeGreaterThan(0);
  expect(without.every(({ ignored }) => ignored === undefined)).toBe(true);
  expect(withIgnorer.filter(({ ignored }) => ignored !== undefined)).toHaveLength(inClassLists.length);
  expect(withIgnorer).toHaveLength(without.length);
});
