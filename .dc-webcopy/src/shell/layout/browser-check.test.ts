// 01 §2.5: the browser notice shows when the browser is not Chrome.
import { describe, expect, it } from 'vitest';
import { isChromeBrowser } from './browser-check';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

describe('browser check', () => {
  it('01 §2.5: Chrome and Chromium-based browsers need no notice', () => {
    for (const ua of [UA.chrome, UA.headless, UA.edge, UA.iosChrome]) expect(isChromeBrowser(ua)).toBe(true);
  });

  it('01 §2.5: Firefox and Safari get the notice', () => {
    expect(isChromeBrowser(UA.firefox)).toBe(false);
    expect(isChromeBrowser(UA.safari)).toBe(false);
  });
});
