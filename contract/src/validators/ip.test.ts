// 02 §5 "IP address v4 or v6 | 请输入正确的IP地址".
import { describe, expect, it } from 'vitest';
import { isIPv4, isIPv6, isIp } from './ip';

describe('IPv4 — 02 §5 "IP address v4 or v6"', () => {
  it.each<[string, boolean]>([
    ['192.168.1.10', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['10.0.0.1', true],
    ['256.1.1.1', false],
    ['192.168.1', false],
    ['192.168.1.1.1', false],
    ['192.168.01.1', false], // leading zero (octal ambiguity)
    ['192.168.1.', false],
    ['.192.168.1.1', false],
    ['192.168.1.-1', false],
    ['192.168.1.1 ', false],
    ['１９２.１６８.１.１', false],
    ['192.168.1.1/24', false],
    ['1e2.1.1.1', false],
    ['', false],
  ])('%j → %s', (input, expected) => {
    expect(isIPv4(input)).toBe(expected);
  });
});

describe('IPv6 — 02 §5 "IP address v4 or v6"', () => {
  it.each<[string, boolean]>([
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', true],
    ['2001:db8:85a3::8a2e:370:7334', true],
    ['::1', true],
    ['::', true],
    ['fe80::', true],
    ['FE80::1', true],
    ['::ffff:192.168.1.10', true],
    ['64:ff9b::192.0.2.33', true],
    ['1:2:3:4:5:6:7::', true],
    ['1:2:3:4:5:6:1.2.3.4', true],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1:2:3:4:5:6:7', false],
    ['1::2::3', false],
    [':::', false],
    ['1:::2', false],
    [':1:2:3:4:5:6:7', false],
    ['12345::1', false],
    ['g::1', false],
    ['fe80::1%eth0', false], // zone index
    ['[::1]', false],
    ['2001:db8::/32', false],
    ['1.2.3.4::', false], // IPv4 part must come last
    ['::ffff:256.1.1.1', false],
    ['1:2:3:4:5:6:7:1.2.3.4', false], // nine groups' worth
    ['', false],
    ['😀::1', false],
    [`${'1:'.repeat(5000)}1`, false],
  ])('%j → %s', (input, expected) => {
    expect(isIPv6(input)).toBe(expected);
  });
});

describe('IP address — 02 §5 "IP address v4 or v6 | 请输入正确的IP地址"', () => {
  it.each<[string, boolean]>([
    ['192.168.1.10', true],
    ['::1', true],
    ['localhost', false],
    ["127.0.0.1' OR '1'='1", false],
    ['<script>alert(1)</script>', false],
    ['   ', false],
  ])('%j → %s', (input, expected) => {
    expect(isIp(input)).toBe(expected);
  });
});
