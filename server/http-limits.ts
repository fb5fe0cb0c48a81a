/**
 * What one client may hold of the Node server: how long it may take to send a request, how long
 * an idle connection stays open, how many connections the process accepts, and whose address
 * X-Forwarded-For may name. The per-address connection cap is the reverse proxy's job
 * (deploy/nginx/clarity-site.conf, `limit_conn`): behind a proxy every connection comes from the
 * proxy's address, so the server cannot tell clients apart before it reads a request.
 */
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify';

/**
 * Node's request timers, in milliseconds. A browser sends its headers in one packet and a
 * submission (at most 32 KiB) in a few more, so these are far above what a real visitor needs,
 * even on a poor mobile link, and far below what lets a slow client pile up connections
 * (Fastify's default request timeout is none at all).
 */
export const HTTP_TIMEOUTS = {
  /** Headers must be complete this long after the connection (or the previous response). */
  headersTimeout: 10_000,
  /** The whole request, headers and body, must arrive within this; a dribbled body gets 408. */
  requestTimeout: 30_000,
  /** A connection with no bytes either way for this long is closed. */
  connectionTimeout: 30_000,
  /**
   * An idle keep-alive connection is closed after this. Longer than nginx's upstream idle time
   * would matter only with upstream keep-alive, which the shipped configuration does not use.
   */
  keepAliveTimeout: 5_000,
  /** How often Node checks the two timers above (its default of 30 s would let them overrun by as much). */
  connectionsCheckingInterval: 1_000,
} as const;

/**
 * Connections the process accepts at once; further ones are closed at once. A guard for the
 * process (file descriptors for the database, logs and Redis stay free; the systemd unit allows
 * 4096), not a fairness rule: that is the proxy's per-address `limit_conn`.
 */
export const MAX_CONNECTIONS = 2_000;

/** Makes the server close connections beyond `max` as soon as they arrive. */
export function capConnections(server: Server, max: number = MAX_CONNECTIONS) {
  server.maxConnections = max;
}

/**
 * Fastify's `trustProxy` for a number of proxy hops. Fastify 5.12 treats a plain number as
 * "trust nothing", so the hops are given as proxy-addr's trust function: the socket's peer and
 * the next `hops - 1` addresses from the right of X-Forwarded-For are proxies, and the address
 * after them is the client's. Addresses further left were written by the client and are never
 * used. This is only sound when the server cannot be reached except through those proxies
 * (HOST=127.0.0.1 behind the shipped nginx).
 */
export function trustedProxyHops(hops: number): FastifyServerOptions['trustProxy'] {
  if (hops <= 0) return false;
  return (_address: string, hop: number) => hop < hops;
}

export type TimeoutSettings = { [K in keyof typeof HTTP_TIMEOUTS]: number };

/** The Fastify options for the HTTP server: timeouts (tests pass short ones) and trusted proxy hops. */
export function httpServerOptions(
  trustProxyHops: number,
  timeouts: TimeoutSettings = HTTP_TIMEOUTS,
): FastifyHttpOptions<Server> {
  return {
    trustProxy: trustedProxyHops(trustProxyHops),
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    requestTimeout: timeouts.requestTimeout,
    http: {
      headersTimeout: timeouts.headersTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
  };
}
