// A page's data asked for as soon as its code has arrived, before React renders it: the route's lazy
// load hands the page component to `preloadPageData`, and a page that knows its first request (a list
// page: its first page of rows) starts it there. The answer lands in the shared query cache under the
// key the page itself reads, so the page's first render finds it on the way instead of sending it
// after the render (docs/adr/0080). Only for a signed-in user who may open the route: a bookmark whose
// session is still loading, or a route the user may not open, asks for nothing.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ShellRoute } from '../route-types';
import { getSessionState } from '../session/session-store';

export interface PagePreloadContext {
  queryClient: QueryClient;
  /** The route the page is mounted on (its tree decides a list's scope). */
  route: ShellRoute;
}

/** A page component that can start its own first request. */
export type PreloadingPage = ComponentType & { preload?: (context: PagePreloadContext) => void };

export function preloadPageData(page: ComponentType, context: PagePreloadContext): void {
  const preload = (page as PreloadingPage).preload;
  if (!preload || !getSessionState().loaded?.permitted.has(context.route.name)) return;
  try {
    preload(context);
  } catch {
    // An extra: the page asks for its data itself when it renders.
  }
}
