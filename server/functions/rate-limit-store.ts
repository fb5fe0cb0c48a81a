/**
 * Where the functions' rate limits are counted, and what happens when that place is gone.
 *
 * Without REDIS_URL the counts live in this process's memory ('memory'). With it they live in
 * Redis, shared by every instance ('redis'). When Redis cannot be reached, or does not answer
 * within COMMAND_TIMEOUT_MS, the counts fall back to this process's memory ('memory-fallback')
 * rather than refusing every form: a visitor is limited per instance for a while instead of
 * being turned away. The switch is logged once each way (warn when Redis is lost, info when it
 * is back); the counts in memory are dropped when Redis returns. Back means a new connection
 * ready, or, after a timeout on a connection that stayed open, a test write answered in time.
 *
 * `rateLimitStoreStatus(app)` tells /healthz which of the three is in use.
 */
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export type RateLimitStoreStatus = 'redis' | 'memory-fallback' | 'memory';

/** How long a rate-limit count may take in Redis before the request is counted in memory instead. */
export const COMMAND_TIMEOUT_MS = 500;

/** The key the backend writes to learn whether Redis answers in time again (it expires by itself). */
const PROBE_KEY = 'clarity-rate-limit-probe';

type CounterStore = FastifyRateLimitStore;
type Counted = Parameters<CounterStore['incr']>[1];
type RouteLimits = Parameters<CounterStore['child']>[0];

// The plugin's own stores (the same counting rules in Redis and in memory); it ships no types for them.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => CounterStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => CounterStore;

interface FallbackSettings {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** What the plugin hands `child`: a route's settings merged with the global ones, and the route. */
interface ChildSettings extends FallbackSettings {
  routeInfo?: { url?: string };
}

/** One per server: the Redis connection every function scope shares, and whether it is usable. */
export class RateLimitBackend {
  private state: RateLimitStoreStatus;
  private fallbackLogged = false;
  private closed = false;
  private probing = false;

  constructor(
    private readonly log: FastifyBaseLogger,
    readonly redis: Redis | undefined,
  ) {
    // Until the first connection is ready, count in memory: a Redis that is down at start must
    // not refuse the first forms either.
    this.state = redis ? 'memory-fallback' : 'memory';
    redis?.on('ready', () => this.back());
    redis?.on('error', (error) => this.lost(error));
    redis?.on('close', () => this.lost(new Error('the connection to Redis closed')));
  }

  status(): RateLimitStoreStatus {
    return this.state;
  }

  /** Whether a count should go to Redis now. */
  usesRedis(): boolean {
    return this.state === 'redis';
  }

  lost(error: Error) {
    if (!this.redis || this.closed) return;
    this.state = 'memory-fallback';
    // A count that timed out on a connection still open: no reconnection ('ready') will follow.
    if (this.redis.status === 'ready') this.probeUntilBack(this.redis);
    if (this.fallbackLogged) return;
    this.fallbackLogged = true;
    this.log.warn(
      { err: error },
      'Redis is unreachable: rate limits are counted in this process’s memory until it is back',
    );
  }

  private back() {
    if (this.fallbackLogged) this.log.info('Redis is reachable again: rate limits are counted in Redis again');
    this.fallbackLogged = false;
    this.state = 'redis';
  }

  /**
   * Writes a short-lived key (a write, as a count is: a Redis slow to write may still answer a
   * read) every 2 × COMMAND_TIMEOUT_MS until one is answered in time, then counts in Redis again.
   * Ends by itself when the connection drops meanwhile: its 'ready' brings the counts back.
   */
  private probeUntilBack(redis: Redis) {
    if (this.probing) return;
    this.probing = true;
    const probe = () => {
      if (this.closed || this.state === 'redis' || redis.status !== 'ready') {
        this.probing = false;
        return;
      }
      redis.set(PROBE_KEY, '1', 'PX', COMMAND_TIMEOUT_MS * 4).then(
        () => {
          this.probing = false;
          if (!this.closed) this.back();
        },
        () => setTimeout(probe, COMMAND_TIMEOUT_MS * 2).unref(),
      );
    };
    setTimeout(probe, COMMAND_TIMEOUT_MS * 2).unref();
  }

  /** Settles when Redis is ready or has failed once, and at the latest after the connect timeout. */
  async firstConnection() {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done).off('error', done);
        resolve();
      };
      const timer = setTimeout(done, COMMAND_TIMEOUT_MS * 2);
      redis.once('ready', done).once('error', done);
    });
  }

  async close() {
    this.closed = true;
    if (this.redis && this.redis.status !== 'end') this.redis.disconnect();
  }
}

/** A store class for @fastify/rate-limit that counts in Redis while it works and in memory otherwise. */
export function fallbackStoreClass(backend: RateLimitBackend, nameSpace: string): FastifyRateLimitStoreCtor {
  return class FallbackStore implements CounterStore {
    private readonly inMemory: CounterStore;
    private readonly inRedis: CounterStore | undefined;

    constructor(options: FastifyRateLimitOptions, stores?: [CounterStore, CounterStore?]) {
      // The plugin hands a store its resolved global settings, these two among them.
      const { continueExceeding = false, exponentialBackoff = false } = options as FallbackSettings;
      this.inMemory = stores?.[0] ?? new LocalStore(continueExceeding, exponentialBackoff);
      this.inRedis =
        stores?.[1] ??
        (backend.redis ? new RedisStore(continueExceeding, exponentialBackoff, backend.redis, nameSpace) : undefined);
    }

    incr(key: string, done: Counted, timeWindow: number, max: number) {
      if (!this.inRedis || !backend.usesRedis()) return this.inMemory.incr(key, done, timeWindow, max);
      this.inRedis.incr(
        key,
        (error, result) => {
          if (!error) return done(null, result);
          backend.lost(error);
          this.inMemory.incr(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteLimits): CounterStore {
      // A limit made with `createRateLimit` has no route: the plugin hands it an empty
      // `routeInfo`, and Redis's child would name its keys `<nameSpace>undefinedundefined-…`.
      // Such a limit's keys are its own (Team Pulse's are hashed with their purpose), so
      // they keep the scope's name alone.
      const { routeInfo, continueExceeding = false, exponentialBackoff = false } = routeOptions as ChildSettings;
      const routeless = !routeInfo?.url;
      const stores: [CounterStore, CounterStore?] = [
        this.inMemory.child(routeOptions),
        routeless && backend.redis
          ? new RedisStore(continueExceeding, exponentialBackoff, backend.redis, nameSpace)
          : this.inRedis?.child(routeOptions),
      ];
      return new FallbackStore(routeOptions, stores);
    }
  };
}

const backends = new WeakMap<Server, RateLimitBackend>();

/**
 * The rate-limit backend of the server `scope` belongs to, made on first use; every function
 * scope of one server shares it (and its one Redis connection).
 */
export function rateLimitBackend(scope: FastifyInstance, redisUrl: string | undefined): RateLimitBackend {
  let backend = backends.get(scope.server);
  if (!backend) {
    const redis = redisUrl
      ? new Redis(redisUrl, {
          connectTimeout: COMMAND_TIMEOUT_MS,
          commandTimeout: COMMAND_TIMEOUT_MS,
          // A count asked for while Redis is away fails at once (and is counted in memory)
          // instead of waiting in a queue; the client keeps reconnecting in the background.
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
        })
      : undefined;
    backend = new RateLimitBackend(scope.log, redis);
    backends.set(scope.server, backend);
    const started = backend;
    // The server is ready once the first connection has been made or has failed, so the first
    // forms are counted where they should be.
    scope.addHook('onReady', async () => started.firstConnection());
    scope.addHook('onClose', async () => started.close());
  }
  return backend;
}

/** Where the rate limits of `app`'s functions are counted now: for /healthz. */
export function rateLimitStoreStatus(app: FastifyInstance): RateLimitStoreStatus {
  return backends.get(app.server)?.status() ?? 'memory';
}
