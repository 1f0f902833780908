// A chunk that fails to load (the server restarting, a proxy answering 503 for a moment, a network
// blip) is asked for again a few times before the part that needs it gives up: a route then shows
// 页面加载失败 only when the server stays unreachable. Chromium fetches a failed dynamic import again
// on the next import() of the same URL, so a plain retry is enough.

/** Waits between the attempts: four tries over about 3.5 s. */
export const IMPORT_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];

export async function retryImport<T>(
  load: () => Promise<T>,
  delaysMs: readonly number[] = IMPORT_RETRY_DELAYS_MS,
): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return load();
}
