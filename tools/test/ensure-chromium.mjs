#!/usr/bin/env node
// Browser tests use Debian's Chromium (no browser download: the machines reach only the npm and
// Debian registries). Installs both browsers below, with CJK fonts for the Chinese UI, when missing.
//
// The e2e suite drives Debian's chromium-headless-shell (the same Chromium build without the desktop
// browser around it; what Playwright itself runs for headless tests): on the 2-core machines the full
// browser's headless mode spent a third more CPU per test in its browser and GPU processes. The
// benchmarks, Lighthouse and the screenshots a person looks at use the full browser (/usr/bin/chromium).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

const FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

export function ensureChromium() {
  const missing = [
    [CHROMIUM, 'chromium'],
    [HEADLESS_SHELL, 'chromium-headless-shell'],
    [FONT, 'fonts-noto-cjk'],
  ].filter(([file]) => !existsSync(file));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name).join(' ');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`installing ${packages} with apt-get ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq ${packages}`, { stdio: 'inherit', env });
  for (const [file] of missing) if (!existsSync(file)) throw new Error(`${file} still missing after apt-get`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
