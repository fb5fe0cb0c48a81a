import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferHydration } from './deferred-hydration.browser';

const SCRIPT_ID = 'rr-hydration';
const HYDRATION = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-4.js");';

const modulePreloads = () => [...document.querySelectorAll('link[rel="modulepreload"]')];
const moduleScript = () => document.querySelector('script[type="module"]');
const painted = () => document.documentElement.getAttribute('data-painted') === 'true';

/** A browser that reports paints, but has not painted (yet, or ever). */
function stubSilentPaintObserver() {
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    },
  );
}

describe('deferHydration', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute('data-painted');
    document.head.innerHTML = '';
    document.body.innerHTML = `<h1>Hej</h1><script type="text/plain" id="${SCRIPT_ID}">${HYDRATION}</script>`;
  });
  afterEach(() => vi.useRealTimers());

  it('adds every preload with its attributes, then runs the kept script as a module with the same text', () => {
    deferHydration({
      preloads: [
        { href: '/assets/manifest-1.js' },
        { href: '/assets/root-2.js', crossorigin: 'anonymous', integrity: 'sha384-abc' },
      ],
      modules: [],
      scriptId: SCRIPT_ID,
    });
    vi.runAllTimers();
    expect(modulePreloads().map((link) => [...link.attributes].map((a) => `${a.name}=${a.value}`))).toEqual([
      ['rel=modulepreload', 'href=/assets/manifest-1.js'],
      ['rel=modulepreload', 'href=/assets/root-2.js', 'crossorigin=anonymous', 'integrity=sha384-abc'],
    ]);
    expect(moduleScript()?.textContent).toBe(HYDRATION);
    expect(document.getElementById(SCRIPT_ID)).toBeNull();
  });

  it('adds four preloads per task, so no task is long, and runs the script only after the last', () => {
    const preloads = Array.from({ length: 9 }, (_, i) => ({ href: `/assets/m${i}.js` }));
    deferHydration({ preloads, modules: [], scriptId: SCRIPT_ID });
    const seen: { preloads: number; module: boolean }[] = [];
    while (vi.getTimerCount() > 0) {
      vi.advanceTimersToNextTimer();
      seen.push({ preloads: modulePreloads().length, module: moduleScript() !== null });
    }
    // The tasks that added preloads (the others warm Intl up).
    const adding = seen.filter((step, i) => step.preloads !== (seen[i - 1]?.preloads ?? 0));
    expect(adding.map((step) => step.preloads)).toEqual([4, 8, 9]);
    expect(adding.map((step) => step.module)).toEqual([false, false, true]);
  });

  it('runs the modules it is given one per task, in their order, and the kept script only after the last', async () => {
    const ran: string[] = [];
    const load = async (href: string) => {
      ran.push(href);
    };
    const modules = ['/assets/c.js', '/assets/b.js', '/assets/a.js'];
    const preloads = [{ href: '/assets/entry.client-4.js' }, ...modules.map((href) => ({ href }))];
    deferHydration({ preloads, modules, scriptId: SCRIPT_ID }, load);
    // One task at a time, then the promise callbacks it left (a load's end schedules the next task).
    const seen: { ran: number; module: boolean }[] = [];
    while (vi.getTimerCount() > 0) {
      vi.advanceTimersToNextTimer();
      seen.push({ ran: ran.length, module: moduleScript() !== null });
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    }
    expect(ran).toEqual(modules);
    // No task runs two modules, and the script (which imports the entry) comes after all three.
    const perTask = seen.map((step, i) => step.ran - (seen[i - 1]?.ran ?? 0));
    expect(Math.max(...perTask)).toBe(1);
    expect(seen.findIndex((step) => step.module)).toBeGreaterThan(seen.findIndex((step) => step.ran === 3));
    expect(moduleScript()?.textContent).toBe(HYDRATION);
  });

  it('still hydrates when a module fails to load, leaving the failure to the kept script', async () => {
    const load = (href: string) => (href.endsWith('b.js') ? Promise.reject(new Error('offline')) : Promise.resolve());
    deferHydration({ preloads: [], modules: ['/assets/b.js', '/assets/a.js'], scriptId: SCRIPT_ID }, load);
    await vi.runAllTimersAsync();
    expect(moduleScript()?.textContent).toBe(HYDRATION);
  });

  it('waits for the first contentful paint where the browser reports paints', () => {
    let report: ((names: string[]) => void) | undefined;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    try {
      deferHydration({ preloads: [{ href: '/assets/a.js' }], modules: [], scriptId: SCRIPT_ID });
      vi.advanceTimersByTime(2000);
      expect(moduleScript()).toBeNull(); // no paint yet, and the 3 s fallback has not come
      expect(painted()).toBe(false);
      report?.(['first-paint']);
      vi.advanceTimersByTime(10);
      expect(moduleScript()).toBeNull(); // first paint is not first *contentful* paint
      expect(painted()).toBe(false);
      report?.(['first-contentful-paint']);
      vi.advanceTimersByTime(10);
      expect(painted()).toBe(true); // what waits for the paint in CSS (the scenes) may start
      expect(moduleScript()?.textContent).toBe(HYDRATION);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("loads Intl's date and number locale data before the first paint, each in a task of its own", () => {
    stubSilentPaintObserver();
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    document.documentElement.lang = 'sv';
    try {
      deferHydration({ preloads: [{ href: '/assets/a.js' }], modules: [], scriptId: SCRIPT_ID });
      expect(dates).not.toHaveBeenCalled(); // not in the parser's task
      vi.advanceTimersToNextTimer();
      expect(dates).toHaveBeenCalledWith('sv');
      expect(numbers).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(numbers).toHaveBeenCalledWith('sv');
      expect(modulePreloads()).toEqual([]); // still waiting for the paint
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
      document.documentElement.removeAttribute('lang');
    }
  });

  it('starts after 3 s in a browser that never reports the first paint', () => {
    stubSilentPaintObserver();
    try {
      deferHydration({ preloads: [], modules: [], scriptId: SCRIPT_ID });
      vi.advanceTimersByTime(2999);
      expect(moduleScript()).toBeNull();
      vi.advanceTimersByTime(10);
      expect(moduleScript()).not.toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
