// 01 §2.4.6–7, §2.11, §8; 02 §8: client check (user-agent marker), Mac → switch to Windows, zoom tip.
import { describe, expect, it } from 'vitest';
import {
  checkDesktopClient,
  currentEnvironment,
  desktopClientVersion,
  isMac,
  isZoomed,
  type DesktopEnvironment,
} from './environment';

const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const CLIENT_WIN = `${CHROME_WIN} QtWebEngine/6.5.3 ZhsqQtClient/1.0.8`;
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';

const env = (userAgent: string, platform = 'Win32', devicePixelRatio = 1): DesktopEnvironment => ({
  userAgent,
  platform,
  devicePixelRatio,
  hasWebSocket: true,
});

describe('desktop client check', () => {
  it('reads the version from the ZhsqQtClient/<version> marker', () => {
    expect(desktopClientVersion(env(CLIENT_WIN))).toBe('1.0.8');
    expect(desktopClientVersion(env(CHROME_WIN))).toBeUndefined();
    expect(desktopClientVersion(env('XZhsqQtClient/1.0'))).toBeUndefined();
  });

  it('inside the client: ok with the version', () => {
    expect(checkDesktopClient(env(CLIENT_WIN))).toEqual({ ok: true, version: '1.0.8' });
  });

  it('outside the client: 请在QT客户端上使用此功能, camera: 请在QT客户端进行拍照', () => {
    expect(checkDesktopClient(env(CHROME_WIN))).toEqual({
      ok: false,
      reason: 'outside',
      message: '请在QT客户端上使用此功能',
    });
    expect(checkDesktopClient(env(CHROME_WIN), { purpose: 'camera' })).toMatchObject({
      message: '请在QT客户端进行拍照',
    });
  });

  it('on a Mac: 请切换到 Windows 系统使用, even with the marker', () => {
    expect(checkDesktopClient(env(SAFARI_MAC, 'MacIntel'))).toEqual({
      ok: false,
      reason: 'mac',
      message: '请切换到 Windows 系统使用',
    });
    expect(checkDesktopClient(env(`${SAFARI_MAC} ZhsqQtClient/1.0.8`, ''))).toMatchObject({ reason: 'mac' });
  });

  it('recognises a Mac by platform or user agent, not an iPad', () => {
    expect(isMac(env(CHROME_WIN, 'MacIntel'))).toBe(true);
    expect(isMac(env(SAFARI_MAC, ''))).toBe(true);
    expect(isMac(env('Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X)', ''))).toBe(false);
    expect(isMac(env(CHROME_WIN))).toBe(false);
  });

  it('zoom tip when the device pixel ratio is not 1', () => {
    expect(isZoomed(env(CHROME_WIN, 'Win32', 1))).toBe(false);
    expect(isZoomed(env(CHROME_WIN, 'Win32', 1.25))).toBe(true);
    expect(isZoomed(env(CHROME_WIN, 'Win32', 0.9))).toBe(true);
  });

  it('snapshots the browser', () => {
    const snapshot = currentEnvironment();
    expect(snapshot.userAgent).toBe(navigator.userAgent);
    expect(snapshot.devicePixelRatio).toBe(1);
    expect(typeof snapshot.hasWebSocket).toBe('boolean');
  });
});
