// Login sessions. A token is 128 random bits (hex), so it cannot be derived from the user, the seed or the
// order of logins. A session ends when it has been idle longer than the idle lifetime or has lived longer
// than the absolute lifetime (openapi/shared/securitySchemes/doorAuth.yaml); an ended session answers
// like an unknown token (100013) and is forgotten.
import { randomBytes } from 'node:crypto';
import type { UserRecord } from './users.js';

export interface Session {
  token: string;
  user: UserRecord;
  createdAt: Date;
  /** The last request that used the token. */
  lastSeenAt: Date;
}

export interface SessionLifetimes {
  idleMinutes: number;
  absoluteHours: number;
}

/** 01 §9 "auth expiry setting 30": minutes of inactivity; a working day (12 h) at most. */
export const DEFAULT_LIFETIMES: SessionLifetimes = { idleMinutes: 30, absoluteHours: 12 };

/** MOCK_SESSION_IDLE_MINUTES / MOCK_SESSION_ABSOLUTE_HOURS override the defaults (positive numbers). */
export function lifetimesFromEnv(env: NodeJS.ProcessEnv = process.env): SessionLifetimes {
  const positive = (raw: string | undefined, fallback: number) => {
    const value = Number(raw);
    return raw !== undefined && raw !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    idleMinutes: positive(env.MOCK_SESSION_IDLE_MINUTES, DEFAULT_LIFETIMES.idleMinutes),
    absoluteHours: positive(env.MOCK_SESSION_ABSOLUTE_HOURS, DEFAULT_LIFETIMES.absoluteHours),
  };
}

export const newToken = (): string => randomBytes(16).toString('hex');

const MINUTE = 60_000;

export class Sessions {
  private byToken = new Map<string, Session>();

  constructor(
    private readonly now: () => Date,
    private readonly lifetimes: SessionLifetimes = DEFAULT_LIFETIMES,
  ) {}

  open(user: UserRecord, at: Date = this.now()): Session {
    return this.openFixed(newToken(), user, at);
  }

  /** The live session of a token, marked as used now; undefined for an unknown or ended one. */
  get(token: string | undefined): Session | undefined {
    if (!token) return undefined;
    const session = this.byToken.get(token);
    if (!session) return undefined;
    const now = this.now();
    if (this.ended(session, now)) {
      this.byToken.delete(token);
      return undefined;
    }
    if (now > session.lastSeenAt) session.lastSeenAt = now;
    return session;
  }

  close(token: string): void {
    this.byToken.delete(token);
  }

  /** Moves every session's clock back, as if that much time had passed (control endpoint, tests). */
  age(minutes: number): number {
    for (const session of this.byToken.values()) {
      session.createdAt = new Date(session.createdAt.getTime() - minutes * MINUTE);
      session.lastSeenAt = new Date(session.lastSeenAt.getTime() - minutes * MINUTE);
    }
    return this.byToken.size;
  }

  /** What a restart needs to keep these sessions (MOCK_SESSIONS_FILE, realtime/session-file.ts). */
  snapshot(): Session[] {
    return [...this.byToken.values()];
  }

  /** Takes back a snapshot: its tokens work again while their lifetimes last. */
  restore(sessions: readonly Session[]): void {
    for (const session of sessions) this.byToken.set(session.token, session);
  }

  /** A fixed token for tests and contract examples, opened for a user without a login round-trip. */
  openFixed(token: string, user: UserRecord, at: Date = this.now()): Session {
    const session = { token, user, createdAt: at, lastSeenAt: at };
    this.byToken.set(token, session);
    return session;
  }

  private ended(session: Session, now: Date): boolean {
    const idle = now.getTime() - session.lastSeenAt.getTime();
    const lived = now.getTime() - session.createdAt.getTime();
    return idle > this.lifetimes.idleMinutes * MINUTE || lived > this.lifetimes.absoluteHours * 60 * MINUTE;
  }
}
