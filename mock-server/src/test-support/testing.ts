// Shared set-up of the domain unit tests: a store on the contract suite's fixed clock.
import { createStore, type Store } from '../domains/store.js';

export const TEST_NOW = new Date('2026-11-21T09:30:00+08:00');

export function testStore(options: { scale?: number; now?: () => Date } = {}): Store {
  return createStore({ seed: 20260101, scale: options.scale ?? 24, now: options.now ?? (() => TEST_NOW) });
}

/** A clock tests can move forward. */
export function movableClock(start = TEST_NOW) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}
