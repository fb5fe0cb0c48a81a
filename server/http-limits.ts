/**
 * What one client may hold of the Node server: how long it may take to send a request, how long
 * an idle connection stays open, how many connections the process accepts in all and from one
 * address, and whose address X-Forwarded-For may name.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyServerOptions } from 'fastify';
import { addressGroup, isLoopback } from './address-group';

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
 * 4096). Fairness between clients is the per-address cap below.
 */
export const MAX_CONNECTIONS = 2_000;

/**
 * Connections one address (an IPv6 /64, see address-group.ts) may hold at once, in any phase:
 * still sending its headers, waiting for an answer, or idle between requests. A browser opens at
 * most 6 per host; the rest is headroom for an office behind one NAT address. Without it, one
 * client dribbling headers on 2,000 connections filled the process cap and 7 of 8 other
 * visitors failed (issue 27, part 5). The default of CONNECTIONS_PER_ADDRESS.
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;

export interface ConnectionCaps {
  /** Connections the process accepts in all. */
  total?: number;
  /** Connections one address may hold; 0 turns the per-address cap off. */
  perAddress?: number;
  /**
   * With TRUST_PROXY set, the shipped nginx on this machine is the peer of every connection, so
   * counting the peer would cap all visitors together: loopback peers are then not counted
   * (nginx counts each real client itself, before its headers, see deploy/nginx/). Any other
   * peer is still capped, so a server reachable from outside by mistake keeps its guard. A proxy
   * on another machine needs CONNECTIONS_PER_ADDRESS=0 (and its own per-client cap).
   */
  trustLoopbackProxy?: boolean;
}

/**
 * Makes the server close connections beyond the caps as soon as they arrive, before a byte of
 * them is read: beyond `total` in all, or beyond `perAddress` from one address.
 */
export function capConnections(
  server: Server,
  {
    total = MAX_CONNECTIONS,
    perAddress = MAX_CONNECTIONS_PER_ADDRESS,
    trustLoopbackProxy = false,
  }: ConnectionCaps = {},
) {
  server.maxConnections = total;
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  // Before the HTTP server's own listener, so a refused connection never gets a parser.
  server.prependListener('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined || (trustLoopbackProxy && isLoopback(peer))) return;
    const client = addressGroup(peer);
    const held = open.get(client) ?? 0;
    if (held >= perAddress) {
      socket.destroy();
      return;
    }
    open.set(client, held + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
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
