// MOCK_SESSIONS_FILE: logins outlive a restart of the mock server, as they do on a real backend whose
// sessions are kept outside the process. server.ts writes the open sessions to the file when it is
// stopped (SIGTERM / SIGINT) and reads them back on start, so a console that was logged in before the
// restart reconnects with its token. Without the variable a restart logs everybody out. A file made
// with another seed is ignored (its users would not match the data set).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Session, Sessions } from '../store/sessions.js';

interface SessionFile {
  seed: number;
  sessions: (Omit<Session, 'createdAt' | 'lastSeenAt'> & { createdAt: string; lastSeenAt?: string })[];
}

function isSessionFile(value: unknown): value is SessionFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<SessionFile>;
  return (
    typeof file.seed === 'number' &&
    Array.isArray(file.sessions) &&
    file.sessions.every(
      (s) =>
        typeof s?.token === 'string' && typeof s.user?.userId === 'string' && typeof s.createdAt === 'string',
    )
  );
}

export function saveSessions(file: string, seed: number, sessions: Sessions): number {
  const open = sessions.snapshot();
  const content: SessionFile = {
    seed,
    sessions: open.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
  writeFileSync(file, JSON.stringify(content));
  return open.length;
}

/** Restores the sessions of the file; returns how many, or a reason why none were restored. */
export function loadSessions(file: string, seed: number, sessions: Sessions): number | string {
  if (!existsSync(file)) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return `${file} 不是合法的 JSON：${(error as Error).message}`;
  }
  if (!isSessionFile(parsed)) return `${file} 不是会话文件`;
  if (parsed.seed !== seed) return `${file} 由种子 ${parsed.seed} 生成，当前种子 ${seed}，不恢复`;
  sessions.restore(
    parsed.sessions.map((s) => ({
      ...s,
      createdAt: new Date(s.createdAt),
      lastSeenAt: new Date(s.lastSeenAt ?? s.createdAt),
    })),
  );
  return parsed.sessions.length;
}
