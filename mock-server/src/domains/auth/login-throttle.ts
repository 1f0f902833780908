// Brute-force protection of the login (openapi/api/paths/auth/login.yaml). Failures are counted per
// account name (known or not, so the answer does not tell which names exist) and per client address
// over a sliding window; reaching a limit locks that account or client for a fixed time. While locked,
// an attempt is refused without checking the password, is not counted and does not extend the lock.

export interface ThrottleLimit {
  failures: number;
  windowMinutes: number;
  lockMinutes: number;
}

export const ACCOUNT_LIMIT: ThrottleLimit = { failures: 5, windowMinutes: 15, lockMinutes: 15 };
export const CLIENT_LIMIT: ThrottleLimit = { failures: 20, windowMinutes: 15, lockMinutes: 15 };

export const LOCKED_ACCOUNT = '10009';
export const LOCKED_CLIENT = '10010';

export interface LoginRefusal {
  code: typeof LOCKED_ACCOUNT | typeof LOCKED_CLIENT;
  message: string;
  retryAfter: number;
}

const MINUTE = 60_000;

/** Failure times and lock end of one key (an account name or a client address). */
class Counter {
  private failures = new Map<string, number[]>();
  private lockedUntil = new Map<string, number>();

  constructor(private readonly limit: ThrottleLimit) {}

  /** Milliseconds until the key may try again; 0 when it is not locked. */
  lockLeft(key: string, now: number): number {
    const until = this.lockedUntil.get(key);
    if (until === undefined) return 0;
    if (until > now) return until - now;
    this.lockedUntil.delete(key);
    this.failures.delete(key);
    return 0;
  }

  fail(key: string, now: number): void {
    const since = now - this.limit.windowMinutes * MINUTE;
    const recent = (this.failures.get(key) ?? []).filter((at) => at > since);
    recent.push(now);
    if (recent.length >= this.limit.failures) {
      this.lockedUntil.set(key, now + this.limit.lockMinutes * MINUTE);
      this.failures.delete(key);
    } else {
      this.failures.set(key, recent);
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export class LoginThrottle {
  private accounts = new Counter(ACCOUNT_LIMIT);
  private clients = new Counter(CLIENT_LIMIT);

  constructor(private readonly now: () => Date) {}

  /** Why this attempt is refused before its password is looked at, or undefined. */
  refusal(userName: string, client: string): LoginRefusal | undefined {
    const now = this.now().getTime();
    const clientLeft = this.clients.lockLeft(client, now);
    if (clientLeft) return refusal(LOCKED_CLIENT, clientLeft, (m) => `登录失败次数过多，请 ${m} 分钟后再试`);
    const accountLeft = this.accounts.lockLeft(userName, now);
    if (accountLeft)
      return refusal(
        LOCKED_ACCOUNT,
        accountLeft,
        (m) => `密码连续错误次数过多，账号已锁定，请 ${m} 分钟后再试`,
      );
    return undefined;
  }

  failed(userName: string, client: string): void {
    const now = this.now().getTime();
    this.accounts.fail(userName, now);
    this.clients.fail(client, now);
  }

  /** A successful login forgets the account's failures (not the client's: one valid account must not
   *  let a client keep guessing others). */
  succeeded(userName: string): void {
    this.accounts.clear(userName);
  }
}

function refusal(
  code: LoginRefusal['code'],
  leftMs: number,
  text: (minutes: number) => string,
): LoginRefusal {
  const retryAfter = Math.max(1, Math.ceil(leftMs / 1000));
  return { code, message: text(Math.ceil(retryAfter / 60)), retryAfter };
}
