// @vitest-environment node
import { addressGroup, isLoopback } from './address-group';

describe('addressGroup: the client every per-address limit counts', () => {
  it('counts an IPv4 address as it is, also when written as IPv6', () => {
    expect(addressGroup('192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressGroup('::ffff:c000:207')).toBe('192.0.2.7');
    expect(addressGroup('::ffff:198.51.100.23')).toBe('198.51.100.23');
    // Not mapped: the prefix must be 80 zero bits, then ffff.
    expect(addressGroup('1::ffff:c000:207')).toBe('1:0:0:0::/64');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const group = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:DB8:1:2:a::',
      '2001:db8:1:2:0:0:1.2.3.4',
    ])
      expect(addressGroup(address)).toBe(group);
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    // The zeros fill the gap between both sides, also inside the /64.
    expect(addressGroup('2001:db8::3:4:5:6:7')).toBe('2001:db8:0:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressGroup('')).toBe('');
    expect(addressGroup('unix:/run/x.sock')).toBe('unix:/run/x.sock');
  });

  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.0.0.9', '::1', '::ffff:127.0.0.1']) expect(isLoopback(address)).toBe(true);
    for (const address of ['192.0.2.1', '::2', '2001:db8::1', '::']) expect(isLoopback(address)).toBe(false);
  });
});
