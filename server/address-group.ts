/**
 * The "one client" that every per-address limit counts: an IPv4 address as it is, and an IPv6
 * address by its /64 network. One subscriber or server is routinely given a whole /64 (2^64
 * addresses), so counting each IPv6 address on its own would let one client pass every limit
 * by changing the low bits. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4
 * address. nginx groups the same way (deploy/nginx/clarity-site.conf, `$clarity_client`).
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.replace(/%.*$/, ''); // A zone index (fe80::1%eth0) names an interface, not a host.
  // A trailing dotted IPv4 part (::ffff:192.0.2.1) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const before = parse(head);
  const after = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - before.length - after.length).fill(0);
  return [...before, ...zeros, ...after];
}

/** The key under which `address` is counted: the IPv4 address, or the IPv6 /64 as `a:b:c:d::/64`. */
export function addressGroup(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address; // Not an address at all (e.g. a Unix socket's peer): counted as written.
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Whether `address` is this machine's own loopback (127.0.0.0/8, ::1, or 127.x written as IPv6). */
export function isLoopback(address: string): boolean {
  const group = addressGroup(address);
  return group.startsWith('127.') || (isIPv6(address) && ipv6Groups(address)!.every((g, i) => g === (i === 7 ? 1 : 0)));
}
