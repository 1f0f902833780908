// Pop-up queue rules (01 §4 "Alert pop-ups"): one at a time, new alerts cached per kind and shown when
// none is open, closing shows the next cached one, 退出前不再提示 silences a kind until logout.
import { describe, expect, it } from 'vitest';
import { dismissAlert, EMPTY_QUEUE, offerAlert, type AlertItem, type AlertQueueState } from './alert-queue';
import { carAlert, heatAlert, idAlert, smokeAlert } from './testing/alert-records';

let key = 0;
const item = (alert: typeof heatAlert): AlertItem => ({ ...alert, key: ++key });

function offerAll(...items: AlertItem[]): AlertQueueState {
  return items.reduce(offerAlert, EMPTY_QUEUE);
}

describe('alert pop-up queue (01 §4)', () => {
  it('shows the first alert at once, only one at a time', () => {
    const heat = item(heatAlert);
    const state = offerAll(heat, item(carAlert));
    expect(state.current).toBe(heat);
    expect(state.pending.map((p) => p.type)).toEqual(['car']);
  });

  it('caches one alert per kind: a newer one of a cached kind replaces it and keeps its place', () => {
    const firstCar = item(carAlert);
    const newerCar = item(carAlert);
    const state = offerAll(item(heatAlert), firstCar, item(smokeAlert), newerCar);
    expect(state.pending.map((p) => p.type)).toEqual(['car', 'smoke']);
    expect(state.pending[0]).toBe(newerCar);
  });

  it('an alert of the open kind is cached and shown after the open one closes', () => {
    const first = item(heatAlert);
    const second = item(heatAlert);
    let state = offerAll(first, second);
    expect(state.current).toBe(first);
    state = dismissAlert(state);
    expect(state.current).toBe(second);
  });

  it('closing shows the next cached alert in arrival order, then nothing', () => {
    let state = offerAll(item(heatAlert), item(carAlert), item(smokeAlert));
    state = dismissAlert(state);
    expect(state.current?.type).toBe('car');
    state = dismissAlert(state);
    expect(state.current?.type).toBe('smoke');
    state = dismissAlert(state);
    expect(state.current).toBeUndefined();
    expect(dismissAlert(state)).toBe(state);
  });

  it('退出前不再提示 drops the cached alerts of that kind and every later one until reset', () => {
    let state = offerAll(item(heatAlert), item(carAlert), item(heatAlert));
    state = dismissAlert(state, { suppress: true });
    expect(state.current?.type).toBe('car');
    expect(state.pending).toEqual([]);
    state = offerAlert(state, item(heatAlert));
    expect(state.pending).toEqual([]);
    state = dismissAlert(state);
    expect(state.current).toBeUndefined();
    state = offerAlert(state, item(heatAlert));
    expect(state.current).toBeUndefined();
    state = offerAlert(state, item(idAlert));
    expect(state.current?.type).toBe('id');
    // logout resets to EMPTY_QUEUE: the kind pops up again
    expect(offerAlert(EMPTY_QUEUE, item(heatAlert)).current?.type).toBe('heat');
  });
});
