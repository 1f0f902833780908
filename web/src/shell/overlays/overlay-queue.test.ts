// The overlay queue (docs/adr/0064): one overlay at a time, in OVERLAY_ORDER whatever order they ask
// in; an expected overlay that has not answered holds back the later ones until it answers or the
// settle time passes; no turn while a text field has the focus.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_SETTLE_MS } from '@/lib/constants/overlays';
import * as queue from './overlay-queue';

describe('overlay queue (docs/adr/0064)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    queue.resetOverlayQueue();
  });
  afterEach(() => {
    queue.resetOverlayQueue();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('gives the turn in the recorded order, one at a time, whatever order the overlays ask in', () => {
    queue.expectOverlays(['privacy', 'system-notice', 'expiry', 'balance']);
    queue.requestTurn('balance');
    queue.requestTurn('expiry');
    expect(queue.overlayHolder()).toBeUndefined(); // privacy and the notices have not answered
    queue.releaseTurn('privacy');
    expect(queue.overlayHolder()).toBeUndefined();
    queue.requestTurn('system-notice');
    expect(queue.overlayHolder()).toBe('system-notice');
    queue.requestTurn('privacy'); // an earlier overlay does not take the turn from the one holding it
    expect(queue.overlayHolder()).toBe('system-notice');
    queue.releaseTurn('system-notice');
    expect(queue.overlayHolder()).toBe('privacy');
    queue.releaseTurn('privacy');
    expect(queue.overlayHolder()).toBe('expiry');
    queue.releaseTurn('expiry');
    expect(queue.overlayHolder()).toBe('balance');
    queue.releaseTurn('balance');
    expect(queue.overlayHolder()).toBeUndefined();
  });

  it('an overlay that never answers holds the later ones back for the settle time only', () => {
    queue.expectOverlays(['privacy', 'expiry']);
    queue.requestTurn('expiry');
    vi.advanceTimersByTime(OVERLAY_SETTLE_MS - 1);
    expect(queue.overlayHolder()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(queue.overlayHolder()).toBe('expiry');
  });

  it('an overlay the page does not hold, or that left it, holds nobody back', () => {
    queue.requestTurn('sim');
    expect(queue.overlayHolder()).toBe('sim');
    queue.expectOverlays(['privacy']);
    queue.pendingTurn('privacy');
    queue.requestTurn('support-intro');
    queue.leaveQueue('sim');
    expect(queue.overlayHolder()).toBeUndefined(); // privacy is still unknown
    queue.leaveQueue('privacy');
    expect(queue.overlayHolder()).toBe('support-intro');
  });

  it('no turn while a text field has the focus; leaving it gives the waiting overlay its turn', () => {
    const input = document.createElement('input');
    const button = document.createElement('button');
    document.body.append(input, button);
    input.focus();
    queue.requestTurn('system-notice');
    expect(queue.overlayHolder()).toBeUndefined();
    button.focus();
    queue.releaseTurn('privacy'); // any change in the queue looks again
    expect(queue.overlayHolder()).toBe('system-notice');
  });

  it('the support intro gives the turn up to an earlier overlay that asks while it shows', () => {
    queue.requestTurn('support-intro');
    expect(queue.overlayHolder()).toBe('support-intro');
    queue.requestTurn('sim');
    expect(queue.overlayHolder()).toBe('sim');
    queue.releaseTurn('sim');
    expect(queue.overlayHolder()).toBe('support-intro');
  });
});
