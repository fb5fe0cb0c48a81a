/**
 * The same page without its scripts, for `npm run bench:lighthouse -- --compare-without-scripts`:
 * what a page's own scripts cost its LCP is its LCP as served over its LCP as the same HTML with
 * every script removed, everything else (stylesheet, fonts, images, headers, compression) the
 * same.
 *
 * A small proxy in front of the bench server serves both: every request is passed through as it
 * is, except a document asked for with WITHOUT_SCRIPTS in its query, whose scripts are removed
 * (and which is compressed again as the server had compressed it). Both measurements go through
 * the proxy, so it costs them alike.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';

/** The query parameter that asks the proxy for the page without its scripts. */
export const WITHOUT_SCRIPTS = 'without-scripts';

/**
 * `html` without the scripts a browser would run: every <script> element, inline or not, but the
 * JSON-LD (a data block, never run). The page stays complete: the prerendered HTML is the whole
 * page, and what React Router streams after the footer is only its data, in scripts.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/g, (element, attributes: string) =>
    /\btype="application\/ld\+json"/.test(attributes) ? element : '',
  );
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

function encode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return body;
}

/** Starts the proxy at 127.0.0.1:`port` in front of `upstream` (an origin); resolves once it listens. */
export async function startWithoutScriptsProxy(
  upstream: string,
  port: number,
): Promise<{ origin: string; stop(): void }> {
  const target = new URL(upstream);
  const server: Server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://proxy');
    const strip = url.searchParams.has(WITHOUT_SCRIPTS);
    url.searchParams.delete(WITHOUT_SCRIPTS);
    const headers: IncomingHttpHeaders = { ...incoming.headers, host: target.host };
    const upstreamRequest = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: `${url.pathname}${url.search}`,
        headers,
      },
      (response) => {
        const isHtml = /^text\/html/.test(String(response.headers['content-type'] ?? ''));
        if (!strip || !isHtml) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const encoding = response.headers['content-encoding'];
          const html = decode(Buffer.concat(chunks), encoding).toString('utf8');
          const body = encode(Buffer.from(withoutScripts(html)), encoding);
          // The body is sent whole, with its new length, never chunked.
          const headers = { ...response.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          outgoing.writeHead(response.statusCode ?? 502, headers);
          outgoing.end(body);
        });
      },
    );
    upstreamRequest.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`without-scripts proxy: ${error.message}`);
    });
    incoming.pipe(upstreamRequest);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
