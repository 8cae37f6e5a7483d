import { describe, expect, it } from 'vitest';
import { addressBlock, GuestLimits } from '../../src/pleadings/guestLimits.ts';

describe('the address a guest preview counts against', () => {
  it('is an IPv6 address’s /64, so a subscriber cannot pick a new address for every preview (issue 34)', () => {
    expect(addressBlock('2001:db8:85a3:0042:1000:8a2e:370:7334')).toBe('2001:db8:85a3:42::/64');
    expect(addressBlock('2001:db8:85a3:42::1')).toBe('2001:db8:85a3:42::/64');
    expect(addressBlock('2001:db8::ffff')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBlock('203.0.113.9')).toBe('203.0.113.9');
  });

  it('limits the previews of one /64 together, however many addresses it uses', () => {
    const limits = new GuestLimits();
    const held = [1, 2].map((n) => limits.take(addressBlock(`2001:db8:1:2::${n}`)));
    expect(held.every((h) => 'release' in h)).toBe(true);
    expect(limits.take(addressBlock('2001:db8:1:2::3'))).toHaveProperty('message');
    expect(limits.take(addressBlock('2001:db8:1:3::1'))).toHaveProperty('release');
  });
});
