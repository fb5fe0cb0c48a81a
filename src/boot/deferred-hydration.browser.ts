/**
 * Browser code, inlined into every prerendered page by `scripts/defer-scripts.ts` (compiled and
 * minified at build time; the CSP hash is taken of the compiled text). It starts hydration after
 * the first contentful paint:
 *
 * 1. wait for the first contentful paint (or a hidden tab, or a browser that never reports it),
 *    and mark the document painted (painted-mark.ts: what waits for it in CSS may start now);
 * 2. add React Router's module preloads back to the head, a few per task;
 * 3. run the page's modules, one per task, all but the client entry (which hydrates);
 * 4. run React Router's own hydration script, which the build kept beside it, untouched, as
 *    inert text (`type="text/plain"`): the same bytes, now as a module script.
 *
 * Running the framework's script as it is (rather than re-creating what it does) keeps this
 * loader independent of the script's format and of React Router's globals.
 */

import { markPainted } from './painted-mark';

/** A `<link rel="modulepreload">`'s attributes, as React Router wrote them (href, crossorigin, integrity…). */
export type PreloadAttributes = Record<string, string>;

export interface DeferredHydrationConfig {
  /** The preloads React Router put in the head, in their order. */
  preloads: PreloadAttributes[];
  /** The modules to run before the hydration script, in this order (see runModulesAhead). */
  modules: string[];
  /** The id of the inert script element that holds React Router's hydration script. */
  scriptId: string;
}

/**
 * Starting a download costs the main thread about a millisecond on a phone; a few per task keep
 * every task short, so the page stays responsive while they start.
 */
const PRELOADS_PER_TASK = 4;
/** A browser that never reports the first paint still hydrates after this long. */
const PAINT_TIMEOUT_MS = 3000;

function addPreloads(preloads: PreloadAttributes[], first: number, then: () => void): void {
  for (const attributes of preloads.slice(first, first + PRELOADS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.append(link);
  }
  if (first + PRELOADS_PER_TASK < preloads.length)
    setTimeout(() => addPreloads(preloads, first + PRELOADS_PER_TASK, then));
  else then();
}

/**
 * Runs the page's modules one per task before the hydration script does. Left to that script,
 * every module of the page is run in one task, which was the longest of the page's load (about
 * 15–20 ms on this machine, four times that on a phone) and most of its total blocking time. A
 * module runs once: when the script imports it later, it is already there. The build lists the
 * modules leaves first (the preloads' order reversed: React Router lists a module before its
 * imports), so a module's imports are mostly run in tasks of their own. A module that fails is
 * left to the hydration script, which fails on it as it would have.
 */
function runModulesAhead(modules: string[], load: LoadModule, then: () => void): void {
  const [next, ...rest] = modules;
  if (next === undefined) {
    then();
    return;
  }
  load(next)
    .catch(() => undefined)
    .finally(() => setTimeout(() => runModulesAhead(rest, load, then)));
}

/** Runs the kept hydration script: a module script created with the same text (its CSP hash is listed). */
function runHydrationScript(scriptId: string): void {
  const kept = document.getElementById(scriptId);
  if (!kept) throw new Error(`No hydration script #${scriptId}`);
  const script = document.createElement('script');
  script.type = 'module';
  script.textContent = kept.textContent;
  kept.replaceWith(script);
}

/**
 * The first use of Intl's locale data costs 12–20 ms of main thread on this machine (four times
 * that on a phone): ICU lists the locales it has, once per kind of formatter. React Aria and
 * react-intl ask for the date and number lists while their modules load. Asked here, each in a
 * task of its own while the stylesheet and fonts are still on their way (the page cannot paint
 * and nothing can be pressed), the cost is paid while the main thread would otherwise wait, and
 * no longer makes a long task after the page is shown. Measured with Lighthouse's mobile preset:
 * the one long task left after the first paint on content pages was this one.
 */
const INTL_WARM_UPS: ((locale: string) => unknown)[] = [
  (locale) => Intl.DateTimeFormat.supportedLocalesOf(locale),
  (locale) => Intl.NumberFormat.supportedLocalesOf(locale),
];

function warmIntl(locale: string, warmUps = INTL_WARM_UPS): void {
  const [next, ...rest] = warmUps;
  if (next === undefined) return;
  setTimeout(() => {
    try {
      next(locale);
    } catch {
      // An invalid or missing lang: nothing to warm.
    }
    warmIntl(locale, rest);
  });
}

/** Calls `start` once, after the first contentful paint. */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const reportsPaint =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  // A hidden tab paints nothing.
  if (document.visibilityState === 'hidden' || !reportsPaint) {
    once();
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(once);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(once, PAINT_TIMEOUT_MS);
}

/** How a module is run: the browser's own import; a test passes its own. */
type LoadModule = (href: string) => Promise<unknown>;

export function deferHydration(
  { preloads, modules, scriptId }: DeferredHydrationConfig,
  load: LoadModule = (href) => import(href),
): void {
  warmIntl(document.documentElement.lang);
  afterFirstPaint(() => {
    markPainted(document.documentElement);
    setTimeout(() =>
      addPreloads(preloads, 0, () => runModulesAhead(modules, load, () => runHydrationScript(scriptId))),
    );
  });
}
