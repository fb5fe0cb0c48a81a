/**
 * Rewrites a prerendered page so that its JavaScript is fetched after the first paint.
 *
 * React Router puts a `<link rel="modulepreload">` for every module of the page in the head and
 * a module script whose static imports start the same downloads. On a slow phone link those
 * ~25 requests share the connections with the stylesheets and the page paints only once most
 * of them are in (Lighthouse measured LCP ≈ 2.4 s on a mobile profile). The page is complete
 * HTML without its scripts, so they can wait: the rewritten script waits for the first
 * contentful paint, then adds the same preload hints and imports the same modules, and
 * hydration runs as before.
 *
 * Until hydration, a press on a disclosure button (menu, dropdown, FAQ, "Läs mer") is kept and
 * shown as taken by a small inline script in the head (scripts/early-presses.ts), then carried
 * out once the page has hydrated.
 */
import { EARLY_PRESS_SCRIPT } from './early-presses';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{.*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

interface HydrationScript {
  sideEffects: string[];
  routes: { name: string; url: string }[];
  routeModules: string;
  entry: string;
}

/** Reads React Router's hydration script; throws on anything else, so a new format fails the build. */
export function parseHydrationScript(body: string): HydrationScript {
  const script: HydrationScript = { sideEffects: [], routes: [], routeModules: '', entry: '' };
  for (const line of body
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const match = (pattern: RegExp) => line.match(pattern);
    let m: RegExpMatchArray | null;
    if ((m = match(SIDE_EFFECT_IMPORT))) script.sideEffects.push(m[1]);
    else if ((m = match(NAMESPACE_IMPORT))) script.routes.push({ name: m[1], url: m[2] });
    else if ((m = match(ROUTE_MODULES))) script.routeModules = m[1]!;
    else if ((m = match(ENTRY_IMPORT))) script.entry = m[1]!;
    else throw new Error(`Unexpected line in React Router's hydration script: ${line}`);
  }
  if (!script.entry || !script.routeModules)
    throw new Error('React Router hydration script without entry or route modules');
  return script;
}

function deferredScript({ sideEffects, routes, routeModules, entry }: HydrationScript, preloads: string[]): string {
  const json = JSON.stringify;
  const imports = [...sideEffects, ...routes.map((route) => route.url)].map((url) => `import(${json(url)})`);
  const names = [...sideEffects.map(() => ''), ...routes.map((route) => route.name)].join(',');
  return [
    `const preload=${json(preloads)};`,
    // Starting a download costs the main thread about a millisecond on a phone; a few per task
    // keep every task short, so the page stays responsive while they start.
    'function preloadFrom(first){',
    'for(const href of preload.slice(first,first+4)){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}',
    'if(first+4<preload.length)setTimeout(()=>preloadFrom(first+4));else hydrate()}',
    'function hydrate(){',
    `Promise.all([${imports.join(',')}]).then(([${names}])=>{`,
    `window.__reactRouterRouteModules=${routeModules};`,
    `return import(${json(entry)})})}`,
    // The first use of Intl's locale data costs 15–20 ms of main thread on this machine (four
    // times that on a phone), and both React Aria and react-intl make it while their modules
    // load, inside the longest task of hydration. Done here, in a task of its own while the
    // scripts download, it no longer adds to that task (Lighthouse's median TBT on the contact
    // page: about 70 ms → about 40 ms).
    'function warmIntl(){try{Intl.DateTimeFormat.supportedLocalesOf(document.documentElement.lang)}catch{}}',
    // Start once the browser reports the first contentful paint; a hidden tab paints nothing,
    // and the timer covers a browser that never reports it.
    'let started=false;const start=()=>{if(!started){started=true;warmIntl();setTimeout(()=>preloadFrom(0))}};',
    'if(document.visibilityState==="hidden"||!PerformanceObserver.supportedEntryTypes?.includes("paint"))start();',
    'else{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});setTimeout(start,3000)}',
  ].join('\n');
}

export function deferScripts(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const hydration = html.match(HYDRATION_SCRIPT);
  if (!hydration) throw new Error('No React Router hydration script in the page');
  const script = deferredScript(parseHydrationScript(hydration[1]), preloads);
  if (!html.includes('</head>')) throw new Error('No </head> in the page');
  return html
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `<script>${EARLY_PRESS_SCRIPT}</script></head>`)
    .replace(HYDRATION_SCRIPT, () => `<script type="module" async="">${script}</script>`);
}
