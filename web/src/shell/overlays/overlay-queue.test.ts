// The overlay queue (docs/adr/0064): one overlay at a time, in OVERLAY_ORDER whatever order they ask
// in; an expected overlay that has not answered holds back the later ones until it answers or the
// settle time passes; no turn while a text field has the focus.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_SETTLE_MS } from '@/lib/constants/overlays';
import {
  expectOverlays,
  leaveQueue,
  overlayHolder,
  pendingTurn,
  releaseTurn,
  requestTurn,
  resetOverlayQueue,
} from './overlay-queue';

describe('overlay queue (docs/adr/0064)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetOverlayQueue();
  });
  afterEach(() => {
    resetOverlayQueue();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('gives the turn in the recorded order, one at a time, whatever order the overlays ask in', () => {
    expectOverlays(['privacy', 'system-notice', 'expiry', 'balance']);
    requestTurn('balance');
    requestTurn('expiry');
    expect(overlayHolder()).toBeUndefined(); // privacy and the notices have not answered
    releaseTurn('privacy');
    expect(overlayHolder()).toBeUndefined();
    requestTurn('system-notice');
    expect(overlayHolder()).toBe('system-notice');
    requestTurn('privacy'); // an earlier overlay does not take the turn from the one holding it
    expect(overlayHolder()).toBe('system-notice');
    releaseTurn('system-notice');
    expect(overlayHolder()).toBe('privacy');
    releaseTurn('privacy');
    expect(overlayHolder()).toBe('expiry');
    releaseTurn('expiry');
    expect(overlayHolder()).toBe('balance');
    releaseTurn('balance');
    expect(overlayHolder()).toBeUndefined();
  });

  it('an overlay that never answers holds the later ones back for the settle time only', () => {
    expectOverlays(['privacy', 'expiry']);
    requestTurn('expiry');
    vi.advanceTimersByTime(OVERLAY_SETTLE_MS - 1);
    expect(overlayHolder()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(overlayHolder()).toBe('expiry');
  });

  it('an overlay the page does not hold, or that left it, holds nobody back', () => {
    requestTurn('sim');
    expect(overlayHolder()).toBe('sim');
    expectOverlays(['privacy']);
    pendingTurn('privacy');
    requestTurn('support-intro');
    leaveQueue('sim');
    expect(overlayHolder()).toBeUndefined(); // privacy is still unknown
    leaveQueue('privacy');
    expect(overlayHolder()).toBe('support-intro');
  });

  it('no turn while a text field has the focus; leaving it gives the waiting overlay its turn', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    document.body.append(input, button);
    input.focus();
    requestTurn('system-notice');
    expect(overlayHolder()).toBeUndefined();
    button.focus();
    releaseTurn('privacy'); // any change in the queue looks again
    expect(overlayHolder()).toBe('system-notice');
  });

  it('the support intro gives the turn up to an earlier overlay that asks while it shows', () => {
    requestTurn('support-intro');
    expect(overlayHolder()).toBe('support-intro');
    requestTurn('sim');
    expect(overlayHolder()).toBe('sim');
    releaseTurn('sim');
    expect(overlayHolder()).toBe('support-intro');
  });
});
