// @vitest-environment node
/**
 * Slow clients are cut: a body dribbled past the request timeout, headers dribbled past the
 * header timeout, a connection that sends nothing, and an idle keep-alive connection are all
 * closed by the server within a bound, while ordinary requests (even a body sent in pieces)
 * are answered. The timers are short here (the production values are tens of seconds); each
 * wait ends on the socket's own close event.
 */
import { createServer, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readConfig } from './config';
import {
  capConnections,
  HTTP_TIMEOUTS,
  httpServerOptions,
  MAX_CONNECTIONS,
  MAX_CONNECTIONS_PER_ADDRESS,
  trustedProxyHops,
} from './http-limits';
import { startChildServer, type ChildServer } from './test/child-server';
import { tempSqliteUrl, waitFor } from './test/harness';

const SHORT = {
  headersTimeout: 600,
  requestTimeout: 1_200,
  connectionTimeout: 800,
  keepAliveTimeout: 400,
  connectionsCheckingInterval: 100,
};
/** Far above each timer plus Node's checking interval, far below "never". */
const BOUND_MS = 5_000;

let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;
const database = tempSqliteUrl();

beforeAll(async () => {
  app = await buildApp({
    config: { ...readConfig({}), databaseUrl: database.url },
    site: false,
    fastify: httpServerOptions(0, SHORT),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app.close();
  database.cleanup();
});

interface Connection {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  closed: Promise<{ received: string; afterMs: number }>;
}

async function open(): Promise<Connection> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => {}); // A reset is also a close.
  const closed = new Promise<{ received: string; afterMs: number }>((resolve) =>
    socket.once('close', () => resolve({ received, afterMs: Date.now() - started })),
  );
  return { socket, closed };
}

/** Writes one byte every `everyMs` until the server closes the connection: the attack being tested. */
function dribble(socket: Socket, byte: string, everyMs: number) {
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(byte);
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
}

const body = JSON.stringify({ persona: 'team', answers: { team_q1: 3 }, locale: 'en' });
const postHead = (length: number) =>
  `POST /functions/v1/process-lead HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

it('uses the production timeouts unless told otherwise', async () => {
  const defaults = await buildApp({ config: { ...readConfig({}), databaseUrl: database.url }, site: false });
  try {
    expect(defaults.server.requestTimeout).toBe(HTTP_TIMEOUTS.requestTimeout);
    expect(defaults.server.headersTimeout).toBe(HTTP_TIMEOUTS.headersTimeout);
    expect(defaults.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveTimeout);
    expect(defaults.server.timeout).toBe(HTTP_TIMEOUTS.connectionTimeout);
  } finally {
    await defaults.close();
  }
});

it('answers 408 and closes a connection that sends its headers, then dribbles the body', async () => {
  const { socket, closed } = await open();
  socket.write(postHead(1000) + '{"persona":');
  dribble(socket, ' ', 100); // Never idle, so only the request timeout can end it.
  const { received, afterMs } = await closed;
  expect(received).toMatch(/^HTTP\/1\.1 408 /);
  expect(afterMs).toBeGreaterThanOrEqual(SHORT.requestTimeout - 100);
  expect(afterMs).toBeLessThan(BOUND_MS);
});

it('answers 408 and closes a connection that dribbles its headers', async () => {
  const { socket, closed } = await open();
  socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
  dribble(socket, 'X', 100);
  const { received, afterMs } = await closed;
  expect(received).toMatch(/^HTTP\/1\.1 408 /);
  expect(afterMs).toBeLessThan(BOUND_MS);
});

it('closes a connection that never sends a byte', async () => {
  const { closed } = await open();
  const { received, afterMs } = await closed;
  expect(received).toMatch(/^(HTTP\/1\.1 408 [^]*)?$/); // Closed, with a 408 at most.
  expect(afterMs).toBeLessThan(BOUND_MS);
});

it('closes an idle keep-alive connection after its answer', async () => {
  const { socket, closed } = await open();
  socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
  const { received, afterMs } = await closed;
  expect(received).toMatch(/^HTTP\/1\.1 200 /);
  expect(received).toContain('"database":"up"');
  expect(afterMs).toBeLessThan(BOUND_MS);
});

it('answers ordinary requests, and a body sent in pieces within the time', async () => {
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(health.status).toBe(200);

  const { socket, closed } = await open();
  const pieces = [body.slice(0, 10), body.slice(10, 20), body.slice(20)];
  socket.write(postHead(Buffer.byteLength(body)));
  // The body follows in three pieces 200 ms apart: slow, but well inside the request timeout.
  for (const piece of pieces) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write(piece);
  }
  const { received } = await closed; // Closed by the keep-alive timeout after the answer.
  expect(received).toMatch(/^HTTP\/1\.1 200 /);
  expect(received).toContain('"ok":true');
});

it('closes connections beyond the process cap at once, and serves again when one is freed', async () => {
  // Production timeouts, so the held connections stay open for the length of the test.
  const capped = await buildApp({ config: { ...readConfig({}), databaseUrl: database.url }, site: false });
  capConnections(capped.server, { total: 5 });
  await capped.listen({ host: '127.0.0.1', port: 0 });
  const cappedPort = (capped.server.address() as { port: number }).port;
  const held: Socket[] = [];
  try {
    for (let i = 0; i < 5; i += 1) {
      const socket = connect(cappedPort, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      held.push(socket);
    }
    // The sixth is accepted by the kernel and closed by the server before it can send anything.
    const extra = connect(cappedPort, '127.0.0.1');
    extra.on('error', () => {});
    let received = '';
    extra.on('data', (chunk: Buffer) => (received += chunk.toString()));
    extra.once('connect', () => extra.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    const started = Date.now();
    await new Promise((resolve) => extra.once('close', resolve));
    expect(received).toBe('');
    expect(Date.now() - started).toBeLessThan(BOUND_MS);

    held.pop()!.destroy();
    const health = await waitFor(() =>
      fetch(`http://127.0.0.1:${cappedPort}/healthz`).then(
        (r) => r.status,
        () => undefined,
      ),
    );
    expect(health).toBe(200);
  } finally {
    for (const socket of held) socket.destroy();
    await capped.close();
  }
});

describe('the per-address connection cap of the real server (server/main.ts)', () => {
  /** `count` connections from `from`, each sending half a request and then waiting. */
  async function holdHalfSent(url: string, from: string, count: number) {
    const { port: target } = new URL(url);
    const sockets: Socket[] = [];
    let closedByServer = 0;
    await Promise.all(
      Array.from({ length: count }, async () => {
        const socket = connect({ host: '127.0.0.1', port: Number(target), localAddress: from });
        socket.on('error', () => {});
        socket.once('close', () => (closedByServer += 1));
        sockets.push(socket);
        await new Promise((resolve) => socket.once('connect', resolve).once('close', resolve));
        if (!socket.destroyed) socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: '); // Never finished.
      }),
    );
    return { sockets, closed: () => closedByServer, release: () => sockets.forEach((socket) => socket.destroy()) };
  }

  /** One visitor's GET from its own address: the status, or the error that stopped it. */
  function visit(url: string, from: string): Promise<number | string> {
    return new Promise((resolve) => {
      const req = request(`${url}/healthz`, { localAddress: from, agent: false, timeout: 5_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      req.end();
    });
  }

  let server: ChildServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('closes one address’s connections beyond its share at once, so 8 other visitors are served', async () => {
    server = await startChildServer({ DATABASE_URL: database.url });
    // The attack of the review: one client, 2,100 connections sending headers that never end,
    // more than the process cap of 2,000.
    const attack = await holdHalfSent(server.url, '127.0.0.2', MAX_CONNECTIONS + 100);
    try {
      const visitors = await Promise.all(Array.from({ length: 8 }, (_, i) => visit(server!.url, `127.0.0.${10 + i}`)));
      expect(visitors).toEqual(Array(8).fill(200));
      // Everything beyond the attacker's share was closed by the server, and only that.
      const refused = MAX_CONNECTIONS + 100 - MAX_CONNECTIONS_PER_ADDRESS;
      await waitFor(() => attack.closed() >= refused);
      expect(attack.closed()).toBe(refused);
    } finally {
      attack.release();
    }
  }, 60_000);

  it('does not count the trusted proxy’s loopback address (TRUST_PROXY=1): nginx counts the clients', async () => {
    server = await startChildServer({ DATABASE_URL: database.url, TRUST_PROXY: '1' });
    const proxy = await holdHalfSent(server.url, '127.0.0.1', MAX_CONNECTIONS_PER_ADDRESS + 20);
    try {
      // One more request from the proxy's address is answered: none of its connections was refused.
      expect(await visit(server.url, '127.0.0.1')).toBe(200);
      expect(proxy.closed()).toBe(0);
    } finally {
      proxy.release();
    }
  }, 60_000);
});

describe('the connection caps, in process (what server/main.ts sets up)', () => {
  /** A plain HTTP server with the caps, and connections to it from chosen addresses. */
  async function cappedServer(caps: Parameters<typeof capConnections>[1]) {
    const server = createServer((_request, response) => response.end('ok'));
    capConnections(server, caps);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port: serverPort } = server.address() as { port: number };
    const sockets: Socket[] = [];
    /** 'open' once the server answered on it, 'refused' when the server closed it unanswered. */
    const connection = (from: string) =>
      new Promise<{ state: 'open' | 'refused'; socket: Socket }>((resolve) => {
        const socket = connect({ host: '127.0.0.1', port: serverPort, localAddress: from });
        sockets.push(socket);
        socket.on('error', () => {});
        socket.once('close', () => resolve({ state: 'refused', socket }));
        socket.once('connect', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'));
        socket.once('data', () => resolve({ state: 'open', socket }));
      });
    const state = async (from: string) => (await connection(from)).state;
    const stop = async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    };
    return { server, connection, state, stop };
  }

  it('refuses an address’s connections beyond its share at once, counts each address apart, and frees a place on close', async () => {
    const capped = await cappedServer({ total: 100, perAddress: 2 });
    try {
      expect(capped.server.maxConnections).toBe(100);
      const first = await capped.connection('127.0.0.2');
      expect(first.state).toBe('open');
      expect(await capped.state('127.0.0.2')).toBe('open');
      expect(await capped.state('127.0.0.2')).toBe('refused');
      expect(await capped.state('127.0.0.3')).toBe('open');
      // One of its two closes: the address may open one more, and only one.
      const closed = new Promise((resolve) => first.socket.once('close', resolve));
      first.socket.destroy();
      await closed;
      await waitFor(async () => (await capped.state('127.0.0.2')) === 'open');
      expect(await capped.state('127.0.0.2')).toBe('refused');
    } finally {
      await capped.stop();
    }
  });

  it('counts a loopback address when no proxy is trusted, and never when one is (nginx counts the clients)', async () => {
    const direct = await cappedServer({ perAddress: 1 });
    const behindProxy = await cappedServer({ perAddress: 1, trustLoopbackProxy: true });
    try {
      expect([await direct.state('127.0.0.1'), await direct.state('127.0.0.1')]).toEqual(['open', 'refused']);
      expect([await behindProxy.state('127.0.0.1'), await behindProxy.state('127.0.0.1')]).toEqual(['open', 'open']);
    } finally {
      await direct.stop();
      await behindProxy.stop();
    }
  });

  it('has no per-address cap at 0', async () => {
    const uncapped = await cappedServer({ perAddress: 0 });
    try {
      expect([await uncapped.state('127.0.0.5'), await uncapped.state('127.0.0.5')]).toEqual(['open', 'open']);
    } finally {
      await uncapped.stop();
    }
  });
});

describe('trusted proxy hops (TRUST_PROXY)', () => {
  it('trusts nothing at 0, and the socket’s peer and the next hops − 1 addresses from the right otherwise', () => {
    expect(trustedProxyHops(0)).toBe(false);
    expect(trustedProxyHops(-1)).toBe(false);
    const two = trustedProxyHops(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2, 3].map((hop) => two('10.0.0.1', hop))).toEqual([true, true, false, false]);
  });
});
