// MOCK_SESSIONS_FILE (docs/adr/0035): the sessions of a stopped server come back on
// the next start with the same seed, and later logins do not reuse their tokens.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Sessions } from '../store/sessions.js';
import { demoUsers } from '../store/users.js';
import { loadSessions, saveSessions } from './session-file.js';

const SEED = 20260101;
const at = new Date('2026-03-18T02:00:00Z');
const file = () => path.join(mkdtempSync(path.join(tmpdir(), 'mock-sessions-')), 'sessions.json');

describe('session file', () => {
  it('restores the tokens of the previous run; new logins get new tokens', () => {
    const [admin, operator] = demoUsers();
    const before = new Sessions(() => at);
    const a = before.open(admin!, at);
    const b = before.open(operator!, at);
    const target = file();
    expect(saveSessions(target, SEED, before)).toBe(2);

    const after = new Sessions(() => at);
    expect(loadSessions(target, SEED, after)).toBe(2);
    expect(after.get(a.token)).toMatchObject({ user: { userId: admin!.userId }, createdAt: at });
    expect(after.get(b.token)?.user.userName).toBe(operator!.userName);
    const next = after.open(admin!, at);
    expect([a.token, b.token]).not.toContain(next.token);
  });

  it('starts empty without a file, and ignores a file of another seed or a broken one', () => {
    const sessions = new Sessions(() => at);
    expect(loadSessions(file(), SEED, sessions)).toBe(0);
    const other = file();
    saveSessions(other, 7, sessions);
    expect(loadSessions(other, SEED, sessions)).toContain('种子 7');
    const broken = file();
    writeFileSync(broken, '{"seed":');
    expect(loadSessions(broken, SEED, sessions)).toContain('不是合法的 JSON');
  });
});
