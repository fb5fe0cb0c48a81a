/**
 * The site icon, inlined as a data URL: a separate favicon request would start before the
 * first paint and share the phone's few connections with the stylesheet. The build also writes
 * it as /logo.svg, the logo the structured data names (scripts/build-extras.ts).
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#16202b"/><circle cx="16" cy="16" r="11" fill="none" stroke="#7fd3cf" stroke-width="2" opacity=".45"/><circle cx="16" cy="16" r="7" fill="none" stroke="#7fd3cf" stroke-width="2" opacity=".75"/><circle cx="16" cy="16" r="3" fill="#7fd3cf"/></svg>';

// Only what a URL cannot hold as it is gets escaped: '#', '%', '<', '>', the spaces (the HTML
// checker refuses them) and the double quotes (React would write a single one as &#x27;): 548
// characters where encodeURIComponent gives 616, in every page's first bytes, and the Swedish
// Clarity Score page sits at its 13.1 kB brotli budget (scripts/size-budgets.json).
export const FAVICON_URL = `data:image/svg+xml,${FAVICON_SVG.replace(/[#%<>" ]/g, encodeURIComponent)}`;
