/** The full browser: benchmarks, Lighthouse, screenshots. */
export const CHROMIUM: string;
/** The e2e suite's browser. */
export const HEADLESS_SHELL: string;
/** Installs what is missing of both browsers and the CJK fonts with apt-get. */
export function ensureChromium(): void;
