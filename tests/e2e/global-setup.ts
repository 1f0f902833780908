// Checks the console build is there before any worker starts its mock server (fixtures.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { webDist } from './mock-server-process';

export default function globalSetup(): void {
  if (!existsSync(path.join(webDist(), 'index.html'))) {
    throw new Error(`${webDist()} is missing: run \`npm run build -w web\` first (npm test does)`);
  }
}
