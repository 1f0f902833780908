#!/usr/bin/env node
// Browser tests use Debian's Chromium (no browser download: the machines reach only the npm and
// Debian registries). Installs it, with CJK fonts for the Chinese UI, when it is missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  const fontsMissing = !existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  if (existsSync(CHROMIUM) && !fontsMissing) return;
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log('installing Debian chromium and fonts-noto-cjk with apt-get ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', env });
  execSync(`${sudo}apt-get install -y -qq chromium fonts-noto-cjk`, { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) throw new Error(`chromium still missing at ${CHROMIUM}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
