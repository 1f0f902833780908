// A route's page starts its first request only for a signed-in user who may open the route.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellRoute } from '../route-types';
import { endSession, loadSessionWith, startSession, type LoadedSession } from '../session/session-store';
import { preloadPageData } from './page-preload';

const route = { name: 'Resident' } as ShellRoute;

function pageWithPreload() {
  const preload = vi.fn();
  const Page = Object.assign(() => null, { preload });
  return { Page, preload };
}

async function signedInMayOpen(names: string[]): Promise<void> {
  startSession('token-1', false);
  await loadSessionWith(async () => ({ permitted: new Set(names) }) as unknown as LoadedSession);
}

afterEach(() => endSession());

describe('preloading a page', () => {
  it("starts the page's request for a user who may open its route", async () => {
    await signedInMayOpen(['Resident']);
    const { Page, preload } = pageWithPreload();
    const queryClient = new QueryClient();
    preloadPageData(Page, { queryClient, route });
    expect(preload).toHaveBeenCalledWith({ queryClient, route });
  });

  it('asks for nothing while the session loads or for a route the user may not open', async () => {
    const { Page, preload } = pageWithPreload();
    startSession('token-1', false);
    preloadPageData(Page, { queryClient: new QueryClient(), route });
    endSession();
    await signedInMayOpen(['Landlord']);
    preloadPageData(Page, { queryClient: new QueryClient(), route });
    expect(preload).not.toHaveBeenCalled();
  });

  it('leaves a page without a preload, or one whose preload fails, to ask when it renders', async () => {
    await signedInMayOpen(['Resident']);
    const failing = Object.assign(() => null, {
      preload: () => {
        throw new Error('no declaration');
      },
    });
    expect(() => preloadPageData(failing, { queryClient: new QueryClient(), route })).not.toThrow();
    expect(() => preloadPageData(() => null, { queryClient: new QueryClient(), route })).not.toThrow();
  });
});
