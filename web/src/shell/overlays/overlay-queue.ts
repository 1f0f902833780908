// The one queue of the overlays that open by themselves after login (docs/adr/0064): the privacy
// agreement, system notices, the expiry / balance / SIM-card popovers and the support intro. Each asks
// for its turn when it has something to show and releases it when closed; one holds the turn at a time,
// in OVERLAY_ORDER. The layout says which overlays it holds (expectOverlays); one of them that has not
// yet said whether it has something to show holds back the ones after it (for at most
// OVERLAY_SETTLE_MS), so the order does not depend on which answer came first. No turn is given while
// the operator is typing in a text field: the next overlay waits until the field is left, and then
// takes the focus no one is using.
import { OVERLAY_ORDER, OVERLAY_SETTLE_MS, YIELDING_OVERLAY } from '@/lib/constants/overlays';

export type OverlayKind = (typeof OVERLAY_ORDER)[number];

/**
 * unknown: expected, not said yet; waiting: has something to show; idle: nothing to show (or shown and
 * closed). An overlay without a slot is not on the page and holds nobody back.
 */
type SlotState = 'unknown' | 'waiting' | 'idle';

const slots = new Map<OverlayKind, SlotState>();
let holder: OverlayKind | undefined;
let settled = false;
let settleTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function typingNow(): boolean {
  return typeof document !== 'undefined' && isTextEntry(document.activeElement);
}

function startSettleClock(): void {
  if (settled || settleTimer !== undefined) return;
  settleTimer = setTimeout(() => {
    settled = true;
    grant();
  }, OVERLAY_SETTLE_MS);
}

/**
 * Gives the turn to the first overlay in order that waits, unless one before it has not said yet. The
 * holder keeps it, except the yielding one (the support intro) when an earlier overlay waits.
 */
function grant(): void {
  if (typingNow()) return;
  if (holder !== undefined && holder !== YIELDING_OVERLAY) return;
  for (const kind of OVERLAY_ORDER) {
    if (kind === holder) return;
    const state = slots.get(kind);
    if (state === 'waiting') {
      holder = kind;
      emit();
      return;
    }
    if (state === 'unknown' && !settled) return;
  }
}

function dropHolder(kind: OverlayKind): void {
  if (holder !== kind) return;
  holder = undefined;
  emit();
}

function setSlot(kind: OverlayKind, state: SlotState): void {
  startSettleClock();
  if (state !== 'waiting') dropHolder(kind);
  slots.set(kind, state);
  grant();
}

/** The layout holds these overlays: until each says whether it has something to show, it keeps its place. */
export function expectOverlays(kinds: readonly OverlayKind[]): void {
  for (const kind of kinds) if (!slots.has(kind)) slots.set(kind, 'unknown');
  startSettleClock();
}

/** The overlay left the page: it holds nobody back any more. */
export function leaveQueue(kind: OverlayKind): void {
  slots.delete(kind);
  dropHolder(kind);
  grant();
}

/** The overlay has something to show: it opens when its turn comes. */
export function requestTurn(kind: OverlayKind): void {
  setSlot(kind, 'waiting');
}

/** The overlay closed, or has nothing to show: the next one may open. */
export function releaseTurn(kind: OverlayKind): void {
  setSlot(kind, 'idle');
}

/** The overlay does not know yet whether it has something to show (holds back the later ones). */
export function pendingTurn(kind: OverlayKind): void {
  if (holder === kind) return;
  setSlot(kind, 'unknown');
}

/** The overlay whose turn it is, if any. */
export function overlayHolder(): OverlayKind | undefined {
  return holder;
}

export function subscribeOverlays(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Back to the start of a session: every overlay unknown, nobody holding the turn. */
export function resetOverlayQueue(): void {
  slots.clear();
  holder = undefined;
  settled = false;
  clearTimeout(settleTimer);
  settleTimer = undefined;
  emit();
}

const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'submit',
  'reset',
  'image',
]);

/** A control that takes typed text (a search box, a form field, an editable area). */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly && !element.disabled;
  if (element instanceof HTMLInputElement)
    return !NOT_TYPED.has(element.type) && !element.readOnly && !element.disabled;
  return element instanceof HTMLElement && element.isContentEditable;
}

let watching = false;

/**
 * Follows the focus on the page (once): when the operator leaves a text field, a waiting overlay gets
 * its turn. Read after the focus change settles, so a window that loses focus keeps its field "typed in".
 */
export function watchTyping(doc: Document): void {
  if (watching) return;
  watching = true;
  const check = () => setTimeout(grant, 0);
  doc.addEventListener('focusin', check);
  doc.addEventListener('focusout', check);
}
