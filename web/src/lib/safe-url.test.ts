// Data-given addresses are followed only when they are http(s) (lib/safe-url).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpUrlOrUndefined, safeOpen, sameOriginPathOrHttpUrl } from './safe-url';
import { urlRule } from '@zhsq/contract/validators/rules';
import { checkRule } from '@zhsq/contract/validators/rule';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  '',
  null,
  undefined,
  42,
];

afterEach(() => vi.restoreAllMocks());

describe('safeOpen', () => {
  it.each(HOSTILE)('never opens %j', (url) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeOpen(url)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens an http(s) address in a new tab without handing it this window', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(safeOpen('https://www.119.gov.cn/notice?id=1')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://www.119.gov.cn/notice?id=1', '_blank', 'noopener,noreferrer');
  });
});

describe('links from data', () => {
  it.each(HOSTILE)('%j is no link', (url) => {
    expect(httpUrlOrUndefined(url)).toBeUndefined();
    expect(sameOriginPathOrHttpUrl(url)).toBeUndefined();
  });

  it('takes http(s) addresses, and paths of this origin where a download may live', () => {
    expect(httpUrlOrUndefined('http://a.cn/x')).toBe('http://a.cn/x');
    expect(httpUrlOrUndefined('/api/static/x.zip')).toBeUndefined();
    expect(sameOriginPathOrHttpUrl('/api/static/uploads/client/a.zip')).toBe(
      '/api/static/uploads/client/a.zip',
    );
    expect(sameOriginPathOrHttpUrl('/\\evil.example')).toBeUndefined();
  });
});

describe('the form’s URL rule', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:msgbox(1)', 'ftp://a.cn'])(
    'refuses %s with 请输入正确的网址',
    async (url) => {
      expect(await checkRule(urlRule({ required: true }), url)).toBe('请输入正确的网址');
    },
  );

  it('takes an https address', async () => {
    expect(await checkRule(urlRule({ required: true }), 'https://www.119.gov.cn')).toBeUndefined();
  });
});
