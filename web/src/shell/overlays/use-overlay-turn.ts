// An overlay's place in the overlay queue (overlay-queue.ts, docs/adr/0064): say whether there is
// something to show (`undefined` while that is not known yet), and open only while it is your turn.
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { OVERLAY_ORDER } from '@/lib/constants/overlays';
import { onSessionEnd } from '../session/session-store';
import {
  expectOverlays,
  leaveQueue,
  overlayHolder,
  pendingTurn,
  releaseTurn,
  requestTurn,
  resetOverlayQueue,
  subscribeOverlays,
  watchTyping,
  type OverlayKind,
} from './overlay-queue';

onSessionEnd(resetOverlayQueue);

export function useOverlayTurn(kind: OverlayKind, wants: boolean | undefined): boolean {
  const holder = useSyncExternalStore(subscribeOverlays, overlayHolder);
  useEffect(() => watchTyping(document), []);
  useEffect(() => {
    if (wants === undefined) pendingTurn(kind);
    else if (wants) requestTurn(kind);
    else releaseTurn(kind);
  }, [kind, wants]);
  // An overlay that leaves the page gives its turn up.
  useEffect(() => () => leaveQueue(kind), [kind]);
  return holder === kind;
}

/**
 * The layout's overlays keep their places from its first commit (a layout effect runs before the
 * overlays' own effects), also those whose code loads after the first paint.
 */
export function useExpectedOverlays(): void {
  useLayoutEffect(() => expectOverlays(OVERLAY_ORDER), []);
}
