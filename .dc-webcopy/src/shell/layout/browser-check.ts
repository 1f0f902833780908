// 01 §2.5: a notice shows when the browser is not Chrome. Chromium-based browsers (Chrome, Edge,
// the desktop client's QtWebEngine, headless Chrome) render the console the same way and count as Chrome.
export function isChromeBrowser(userAgent: string): boolean {
  return /Chrome\/\d|CriOS\/\d/.test(userAgent);
}
