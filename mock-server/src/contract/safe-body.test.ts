// Form-body parsing that hostile input cannot poison (docs/adr/0051).
import { describe, expect, it } from 'vitest';
import { testApi } from '../test-support/http.js';
import { PoisonedBodyError, parseFormBody, transportStatus } from './safe-body.js';

describe('parseFormBody', () => {
  it('keys named like Object.prototype methods are plain fields, never merged with the methods', () => {
    const body = parseFormBody('valueOf=1&toString=2&hasOwnProperty=3&toString=4');
    expect(body).toEqual({ valueOf: '1', toString: ['2', '4'], hasOwnProperty: '3' });
    expect(() => structuredClone(body)).not.toThrow();
  });

  it('a repeated key becomes an array, in order', () => {
    expect(parseFormBody('a=1&a=2&b=3')).toEqual({ a: ['1', '2'], b: '3' });
  });

  it('prototype keys are refused, plain and in bracket notation', () => {
    for (const key of ['__proto__', 'constructor', 'a[__proto__][x]', 'constructor[prototype][x]']) {
      expect(() => parseFormBody(`${encodeURIComponent(key)}=1`)).toThrow(PoisonedBodyError);
    }
  });
});

describe('transportStatus', () => {
  it('a multipart body cut short is the client’s 400, not an exception (9999)', async () => {
    expect(transportStatus(new Error('Unexpected end of multipart data'))).toBe(400);
    expect(transportStatus(Object.assign(new Error('too large'), { statusCode: 413 }))).toBe(413);
    expect(transportStatus(new Error('handler bug'))).toBe(500);
    const api = await testApi();
    try {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/uploadFile/v1',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload: '--b\r\nContent-Disposition: form-data; name="sessionId"\r\n\r\nx\r\n',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '400' });
      expect(api.app.mock.violations).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
