/**
 * The server's configuration, read from the environment and checked once at start: a bad
 * value stops the server with a message naming the variable. With nothing set, `npm start`
 * serves on 127.0.0.1:8080 with SQLite under ./data and mail kept in the outbox.
 */
import { DEFAULT_SITE_URL } from '../src/domain/site-url';
import { EMAIL_PATTERN } from '../src/domain/validation';
import { MAX_CONNECTIONS, MAX_CONNECTIONS_PER_ADDRESS } from './http-limits';

export interface ServerConfig {
  host: string;
  port: number;
  /** `sqlite:<file>` (the default, ./data/site.db) or a `postgres://` URL. */
  databaseUrl: string;
  /** SQLite's `synchronous`: FULL (default; an acknowledged submission survives a power loss) or NORMAL. */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /** `smtp://` or `smtps://` URL; without it mail stays queued in the outbox. */
  smtpUrl?: string;
  mailTo: string;
  mailFrom: string;
  rateLimitPerMinute: number;
  redisUrl?: string;
  siteUrl: string;
  /**
   * How many reverse proxies stand between the internet and this server (TRUST_PROXY; 0 = none).
   * The client's address is then the N-th address from the right of X-Forwarded-For: the
   * addresses further left were written by the client and prove nothing.
   */
  trustProxy: number;
  /** Undelivered mail older than this makes /healthz report mail as degraded (MAIL_STALE_AFTER_MINUTES). */
  mailStaleAfterMinutes: number;
  /** Where each enquiry and lead is also POSTed as JSON, signed with the secret (LEAD_WEBHOOK_URL/_SECRET). */
  leadWebhook?: { url: string; secret: string };
  /**
   * Connections one client address (an IPv6 /64) may hold at once (CONNECTIONS_PER_ADDRESS;
   * 0 = no per-address cap). With TRUST_PROXY set, the proxy's loopback address is not counted.
   */
  connectionsPerAddress: number;
}

export class ConfigError extends Error {}

export const DEFAULT_DATABASE_URL = 'sqlite:./data/site.db';

function fail(variable: string, rule: string, value: string | undefined): never {
  throw new ConfigError(`${variable} ${rule}, not "${value}".`);
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = optional(env, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max)
    fail(name, `must be a whole number from ${min} to ${max}`, env[name]);
  return value;
}

function urlWithProtocol(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const text = optional(env, name);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return fail(name, `must be a URL starting with ${protocols.join(' or ')}`, env[name]);
  }
  if (!protocols.includes(url.protocol)) fail(name, `must be a URL starting with ${protocols.join(' or ')}`, env[name]);
  return text;
}

function email(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const text = optional(env, name) ?? fallback;
  // "Name <address>" is allowed; the address itself must look like one.
  const address = text.match(/<([^>]+)>\s*$/)?.[1] ?? text;
  if (!EMAIL_PATTERN.test(address) || /[\r\n]/.test(text)) fail(name, 'must be an e-mail address', env[name]);
  return text;
}

/** A number of proxy hops; `true` and `false`, the values of older versions, still mean 1 and 0. */
function proxyHops(env: NodeJS.ProcessEnv, name: string): number {
  const text = optional(env, name);
  if (text === 'false') return 0;
  if (text === 'true') return 1;
  if (text !== undefined && !/^\d+$/.test(text))
    fail(name, 'must be the number of trusted proxy hops, 0 to 10 (0 = no proxy)', env[name]);
  return wholeNumber(env, name, 0, 0, 10);
}

function sqliteSynchronous(env: NodeJS.ProcessEnv): 'FULL' | 'NORMAL' {
  const text = optional(env, 'SQLITE_SYNCHRONOUS')?.toUpperCase() ?? 'FULL';
  if (text === 'FULL' || text === 'NORMAL') return text;
  return fail('SQLITE_SYNCHRONOUS', 'must be FULL or NORMAL', env.SQLITE_SYNCHRONOUS);
}

function databaseUrl(env: NodeJS.ProcessEnv): string {
  const text = optional(env, 'DATABASE_URL') ?? DEFAULT_DATABASE_URL;
  if (/^sqlite:.+/.test(text)) return text;
  return urlWithProtocol(env, 'DATABASE_URL', ['postgres:', 'postgresql:']) ?? DEFAULT_DATABASE_URL;
}

/** LEAD_WEBHOOK_URL with its LEAD_WEBHOOK_SECRET (at least 32 characters); neither or both. */
function leadWebhook(env: NodeJS.ProcessEnv): ServerConfig['leadWebhook'] {
  const url = urlWithProtocol(env, 'LEAD_WEBHOOK_URL', ['https:', 'http:']);
  const secret = optional(env, 'LEAD_WEBHOOK_SECRET');
  if (url === undefined) {
    if (secret !== undefined) fail('LEAD_WEBHOOK_SECRET', 'is set without LEAD_WEBHOOK_URL', '…');
    return undefined;
  }
  if (secret === undefined || secret.length < 32)
    fail('LEAD_WEBHOOK_SECRET', 'must be at least 32 characters when LEAD_WEBHOOK_URL is set', secret ? '…' : '');
  return { url, secret };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: optional(env, 'HOST') ?? '127.0.0.1',
    port: wholeNumber(env, 'PORT', 8080, 1, 65535),
    databaseUrl: databaseUrl(env),
    sqliteSynchronous: sqliteSynchronous(env),
    smtpUrl: urlWithProtocol(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailTo: email(env, 'MAIL_TO', 'hej@clarityworks.se'),
    mailFrom: email(env, 'MAIL_FROM', 'Clarity Works webb <noreply@clarityworks.se>'),
    rateLimitPerMinute: wholeNumber(env, 'RATE_LIMIT_PER_MINUTE', 10, 1, 1_000_000),
    redisUrl: urlWithProtocol(env, 'REDIS_URL', ['redis:', 'rediss:']),
    siteUrl: urlWithProtocol(env, 'SITE_URL', ['http:', 'https:']) ?? DEFAULT_SITE_URL,
    trustProxy: proxyHops(env, 'TRUST_PROXY'),
    mailStaleAfterMinutes: wholeNumber(env, 'MAIL_STALE_AFTER_MINUTES', 15, 1, 7 * 24 * 60),
    leadWebhook: leadWebhook(env),
    connectionsPerAddress: wholeNumber(env, 'CONNECTIONS_PER_ADDRESS', MAX_CONNECTIONS_PER_ADDRESS, 0, MAX_CONNECTIONS),
  };
}
