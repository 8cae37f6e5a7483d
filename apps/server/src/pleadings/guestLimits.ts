import { isIPv6 } from 'node:net';

/**
 * Limits of the anonymous previews (issue 20, gap 2: anyone could buy heavy work for free). Per client address:
 * a few previews at a time and a number per minute. In total, the guests' own bounded pool (pool.ts) refuses
 * once full. Counters are in this process's memory: they bound this process's work, which is what they protect.
 */
export interface GuestLimitOptions {
  /** Previews of one address rendering or waiting at once. */
  perAddressAtOnce: number;
  /** Previews one address may start per window. */
  perAddressPerWindow: number;
  windowMs: number;
  /** Addresses remembered at most (the oldest are forgotten first). */
  maxAddresses: number;
  /** What is refused, said to the user. */
  messages: { atOnce: string; perWindow: string };
}

export const GUEST_LIMITS: GuestLimitOptions = {
  perAddressAtOnce: 2,
  perAddressPerWindow: 20,
  windowMs: 60_000,
  maxAddresses: 10_000,
  messages: {
    atOnce: 'At most 2 previews at a time. Please wait for the one being prepared.',
    perWindow: 'Too many previews in a short time. Please try again in a minute, or sign in.',
  },
};

/**
 * The same limits for signed-in users' papers, per account (issue 34: renders had no per-user limit): the web asks
 * for two at a time at most (the filing archive's two lanes), so 4 at once and 60 a minute leave a landlord's work
 * untouched, and one account cannot fill the pool's queue (64) for everyone.
 */
export const ACCOUNT_RENDER_LIMITS: GuestLimitOptions = {
  perAddressAtOnce: 4,
  perAddressPerWindow: 60,
  windowMs: 60_000,
  maxAddresses: 10_000,
  messages: {
    atOnce: 'Four of your papers are still being prepared. Wait for them to finish, then try again.',
    perWindow: 'Too many papers prepared in a short time. Please try again in a minute.',
  },
};

/**
 * The address a guest's limits count: an IPv4 address as it is, an IPv6 address by its /64 (issue 34). One
 * subscriber is given a whole /64 and can pick a new address in it for every request, so counting addresses one by
 * one limited nobody. An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) counts as the IPv4 address.
 */
export function addressBlock(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = ip.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

interface AddressCount {
  running: number;
  started: number;
  windowStart: number;
}

/** Why a preview was refused, and when to try again. */
export interface Refusal {
  message: string;
  retryAfterSeconds: number;
}

export class GuestLimits {
  readonly #options: GuestLimitOptions;
  readonly #now: () => number;
  readonly #addresses = new Map<string, AddressCount>();

  constructor(options: GuestLimitOptions = GUEST_LIMITS, now: () => number = Date.now) {
    this.#options = options;
    this.#now = now;
  }

  /** Takes a slot for address, or says why not; a slot taken is given back with release(). */
  take(address: string): { release(): void } | Refusal {
    const now = this.#now();
    let count = this.#addresses.get(address);
    if (count && now - count.windowStart >= this.#options.windowMs) {
      count.started = 0;
      count.windowStart = now;
    }
    if (count && count.running >= this.#options.perAddressAtOnce) {
      return {
        message: this.#options.messages.atOnce,
        retryAfterSeconds: 5,
      };
    }
    if (count && count.started >= this.#options.perAddressPerWindow) {
      return {
        message: this.#options.messages.perWindow,
        retryAfterSeconds: Math.max(1, Math.ceil((count.windowStart + this.#options.windowMs - now) / 1000)),
      };
    }
    if (!count) {
      count = { running: 0, started: 0, windowStart: now };
      if (this.#addresses.size >= this.#options.maxAddresses) this.#forgetOldest(now);
    } else {
      // Most recently used last, so the oldest come first when forgetting.
      this.#addresses.delete(address);
    }
    this.#addresses.set(address, count);
    count.running += 1;
    count.started += 1;
    let released = false;
    const taken = count;
    return {
      release: () => {
        if (released) return;
        released = true;
        taken.running -= 1;
      },
    };
  }

  get addresses(): number {
    return this.#addresses.size;
  }

  /** Forgets addresses with nothing running, oldest first, until there is room. */
  #forgetOldest(now: number): void {
    for (const [address, count] of this.#addresses) {
      if (this.#addresses.size < this.#options.maxAddresses) return;
      if (count.running === 0 || now - count.windowStart >= this.#options.windowMs) this.#addresses.delete(address);
    }
  }
}
