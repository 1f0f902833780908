import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSOLE_ORIGINS, OriginPolicy, originPolicyFromEnv } from './origin-policy';

describe('origin policy', () => {
  it('defaults to the consoles of npm start, npm run dev and compose; backend = console origins', () => {
    const policy = new OriginPolicy();
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://localhost:5173',
      'http://127.0.0.1:8080',
    ]) {
      expect(policy.allowsOrigin(origin), origin).toBe(true);
    }
    expect(policy.backendOrigins).toEqual(DEFAULT_CONSOLE_ORIGINS);
    expect(policy.allowsOrigin(undefined)).toBe(false);
    expect(policy.allowsOrigin('null')).toBe(false);
    expect(policy.allowsOrigin('http://localhost:3000.evil.example')).toBe(false);
    expect(policy.allowsOrigin('https://localhost:3000')).toBe(false);
  });

  it('accepts backend URLs by exact origin only', () => {
    const policy = new OriginPolicy({ backendOrigins: ['http://127.0.0.1:8080'] });
    expect(policy.allowsBackendUrl('http://127.0.0.1:8080/api/uploadFile/v1?type=x')).toBe(true);
    expect(policy.allowsBackendUrl('http://127.0.0.1:8080@evil.example/api')).toBe(false);
    expect(policy.allowsBackendUrl('http://127.0.0.1:80800/api')).toBe(false);
    expect(policy.allowsBackendUrl('file:///C:/Windows/win.ini')).toBe(false);
    expect(policy.allowsBackendUrl('not a url')).toBe(false);
  });

  it('launches configured programs only, ignoring case', () => {
    const policy = new OriginPolicy();
    expect(policy.allowsProgram('c:\\program files\\zhsq\\cardtool\\CARDTOOL.EXE')).toBe(true);
    expect(policy.allowsProgram('C:\\Windows\\System32\\cmd.exe')).toBe(false);
    expect(policy.allowsProgram('C:\\Program Files\\ZHSQ\\CardTool\\CardTool.exe ')).toBe(false);
  });

  it('reads SIM_ALLOWED_ORIGINS, SIM_BACKEND_ORIGIN and SIM_ALLOWED_PROGRAMS', () => {
    const options = originPolicyFromEnv({
      SIM_ALLOWED_ORIGINS: 'https://console.example.com, http://127.0.0.1:8080/',
      SIM_BACKEND_ORIGIN: 'https://api.example.com',
      SIM_ALLOWED_PROGRAMS: 'C:\\A\\a.exe; D:\\B, C\\b.lnk',
    });
    const policy = new OriginPolicy(options);
    expect(policy.snapshot()).toEqual({
      allowedOrigins: ['https://console.example.com', 'http://127.0.0.1:8080'],
      backendOrigins: ['https://api.example.com'],
      allowedPrograms: ['C:\\A\\a.exe', 'D:\\B, C\\b.lnk'],
    });
    expect(originPolicyFromEnv({ SIM_ALLOWED_ORIGINS: ' ' })).toEqual({});
    expect(() => new OriginPolicy({ allowedOrigins: ['http://127.0.0.1:8080/api'] })).toThrow(
      /not an origin/,
    );
    expect(() => new OriginPolicy({ allowedOrigins: ['*'] })).toThrow(/not an origin/);
  });
});
