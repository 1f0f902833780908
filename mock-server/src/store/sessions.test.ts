// Session tokens and lifetimes (openapi/shared/securitySchemes/doorAuth.yaml): random 128-bit tokens,
// 30 minutes idle and 12 hours at most.
import { describe, expect, it } from 'vitest';
import { Sessions, lifetimesFromEnv } from './sessions.js';
import { demoUsers } from './users.js';

const start = new Date('2026-03-18T02:00:00Z');
const [admin] = demoUsers();
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

function clocked() {
  let now = start;
  const sessions = new Sessions(() => now);
  return { sessions, at: (n: number) => (now = minutes(n)) };
}

describe('sessions', () => {
  it('tokens are 128 random bits in hex: unique, and not derived from the user or the order of logins', () => {
    const { sessions } = clocked();
    const tokens = Array.from({ length: 200 }, () => sessions.open(admin!).token);
    expect(tokens.every((t) => /^[0-9a-f]{32}$/.test(t))).toBe(true);
    expect(new Set(tokens).size).toBe(200);
    // Two servers with the same seed and the same logins hand out different tokens.
    expect(clocked().sessions.open(admin!).token).not.toBe(clocked().sessions.open(admin!).token);
  });

  it('an idle session ends after 30 minutes; each use starts the idle time again', () => {
    const { sessions, at } = clocked();
    const { token } = sessions.open(admin!);
    at(29);
    expect(sessions.get(token)).toBeDefined();
    at(58);
    expect(sessions.get(token)).toBeDefined();
    at(89);
    expect(sessions.get(token)).toBeUndefined();
    at(90);
    expect(sessions.get(token)).toBeUndefined();
  });

  it('a session in constant use still ends 12 hours after the login', () => {
    const { sessions, at } = clocked();
    const { token } = sessions.open(admin!);
    for (let m = 20; m <= 12 * 60; m += 20) {
      at(m);
      expect(sessions.get(token), `minute ${m}`).toBeDefined();
    }
    at(12 * 60 + 1);
    expect(sessions.get(token)).toBeUndefined();
  });

  it('age() moves the sessions back in time; logout ends one at once', () => {
    const { sessions } = clocked();
    const a = sessions.open(admin!);
    const b = sessions.open(admin!);
    sessions.close(b.token);
    expect(sessions.get(b.token)).toBeUndefined();
    expect(sessions.age(31)).toBe(1);
    expect(sessions.get(a.token)).toBeUndefined();
  });

  it('the lifetimes come from MOCK_SESSION_IDLE_MINUTES / MOCK_SESSION_ABSOLUTE_HOURS; bad values keep the defaults', () => {
    expect(lifetimesFromEnv({})).toEqual({ idleMinutes: 30, absoluteHours: 12 });
    expect(lifetimesFromEnv({ MOCK_SESSION_IDLE_MINUTES: '5', MOCK_SESSION_ABSOLUTE_HOURS: '1' })).toEqual({
      idleMinutes: 5,
      absoluteHours: 1,
    });
    expect(lifetimesFromEnv({ MOCK_SESSION_IDLE_MINUTES: '-1', MOCK_SESSION_ABSOLUTE_HOURS: 'x' })).toEqual({
      idleMinutes: 30,
      absoluteHours: 12,
    });
  });
});
