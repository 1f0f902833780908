// 'Infinity' in an integer query parameter is refused (docs/adr/0051): Ajv counts Infinity as an
// integer, and JSON would carry it back as null in `current`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../test-support/http.js';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
});
afterAll(() => api.close());

describe('numbers in queries and forms', () => {
  it.each(['Infinity', '-Infinity', '1e999', 'NaN'])(
    'page=%s answers the 400 envelope, not a page with current null',
    async (page) => {
      const body = await api.get('/d_nvr/diagnosisServer/page/v2', { page });
      expect(body.code).toBe('400');
      expect(body.message).toContain('page');
      expect(api.app.mock.violations).toEqual([]);
    },
  );
});
