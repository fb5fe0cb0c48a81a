/** `/robots.txt`, a React Router resource route prerendered to a file at build time. */
import { site } from '../../config/site';
import { absoluteUrl } from '../../routing/route-table';

export function loader() {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site.url, '/sitemap.xml')}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
