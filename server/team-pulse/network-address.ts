/**
 * Team Pulse's counters are kept per network, the client every per-address limit counts
 * (server/address-group.ts: an IPv4 address, or an IPv6 /64), and hold only a hash of it.
 */
import { createHash } from 'node:crypto';

/** A counter's key: a hash, so the counter store holds no address. */
export function counterKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}
