// The overlays that open by themselves after login, in the order they take their turn (docs/adr/0064).
// Owned by shell/overlays.

/**
 * One at a time, in this order: the privacy agreement gates everything, then the platform's system
 * notices, then the account's own expiry, balance and SIM-card popovers, and the support dock's intro
 * tooltip last.
 */
export const OVERLAY_ORDER = [
  'privacy',
  'system-notice',
  'expiry',
  'balance',
  'sim',
  'support-intro',
] as const;

/**
 * How long an overlay that has not said yet whether it has something to show holds back the ones after
 * it. Past this, the first overlay that asks takes the turn (a slow answer waits for the next free turn).
 */
export const OVERLAY_SETTLE_MS = 8000;

/**
 * The overlay that gives the turn up to an earlier one that asks while it shows: the support intro, a
 * tooltip that asks nothing of the operator (the others are dialogs and popovers to answer).
 */
export const YIELDING_OVERLAY: (typeof OVERLAY_ORDER)[number] = 'support-intro';
