/**
 * A StrykerJS ignorer (stryker.config.mjs): no mutants in the value of a JSX `className` (or
 * `titleClassName`, ...) attribute. A class list changes the look, through CSS that the unit
 * tests' jsdom does not apply, so no unit test can see such a mutant: every one survived, and
 * each cost the full run of the view and page tests that render it. What the classes do is
 * checked where the CSS is applied: the browser tests at 375 and 1280 px (axe, layout shift,
 * overlap) and the screenshots. The report counts these mutants per file (scripts/mutation-report.ts).
 *
 * JavaScript, not TypeScript: StrykerJS loads its plugins in its test-runner processes too, which
 * run without tsx.
 */
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** The reason the report shows, and how it tells these mutants from those with a disable comment. */
export const CLASS_LIST_REASON =
  'a class list (className): the look, through CSS that jsdom does not apply; checked in the browser tests at 375 and 1280 px and the screenshots';

const CLASS_ATTRIBUTE = /^(className|[a-z]\w*ClassName)$/;

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'class-lists', {
    // path: Babel's NodePath of each node the instrumenter visits; an ignored node's children are ignored with it.
    shouldIgnore(path) {
      if (!path.isJSXAttribute()) return undefined;
      const { name } = path.node;
      return name.type === 'JSXIdentifier' && CLASS_ATTRIBUTE.test(name.name) ? CLASS_LIST_REASON : undefined;
    },
  }),
];
