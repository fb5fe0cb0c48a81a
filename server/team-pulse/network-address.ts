/**
 * The network a request comes from, as Team Pulse's counters key it: an IPv4 address as it is,
 * an IPv6 address by its /64 (one home or office usually gets a whole /64, so counting single
 * IPv6 addresses would give one person 2^64 counters). Counters hold only a hash of it.
 */
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

function ipv6Prefix64(address: string): string {
  const [head, tail = ''] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const start = groups(head);
  const end = address.includes('::') ? groups(tail) : [];
  const filled = [...start, ...Array<string>(8 - start.length - end.length).fill('0'), ...end];
  return filled
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':');
}

export function networkOf(ip: string): string {
  // IPv4-mapped IPv6 (::ffff:192.0.2.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  // An embedded IPv4 tail only occurs in the last 32 bits, outside the /64 kept.
  return isIPv6(ip) ? `${ipv6Prefix64(ip.replace(/%.*$/, ''))}::/64` : ip;
}

/** A counter's key: a hash, so the counter store holds no address. */
export function counterKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('base64url');
}
