// 轨迹追踪: one person or vehicle followed through the captures and access records (the generated
// page operations of FaceSnapshot, DoorSnapshot, InOutRecord and CarSnapshot, oldest first), and the
// pure steps that turn them into candidates, a timeline and a route.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@zhsq/contract/api';
import { call, client } from '@/lib/api/instance';

type Schemas = components['schemas'];
export type TrackTarget = 'person' | 'vehicle';
export type TrackKind = 'face' | 'door' | 'inout' | 'car';

/** The most records one source gives a track (the page operations' limit). */
export const TRACK_SOURCE_LIMIT = 1000;

export interface TrackEvent {
  key: string;
  kind: TrackKind;
  time: string;
  depName: string;
  /** Where inside the community: device and, for doors, building and unit. */
  place: string;
  /** 进 / 出 / 驶入 / 驶出, when known. */
  direction?: string;
  photoUrl?: string;
  /** The name or plate the record carries (to tell candidates apart). */
  who: string;
  idCardNo?: string;
}

export interface TrackCandidate {
  /** personName, or carNumber for vehicles */
  name: string;
  idCardNo?: string;
  count: number;
}

export interface TrackQuery {
  target: TrackTarget;
  /** Name or ID number for people; (part of) the plate for vehicles. */
  keyword: string;
  begin: string;
  end: string;
}

const ID_CARD = /^\d{17}[\dXx]$/;
const order = { sort: 'snapTime', order: 'asc', page: 1, limit: TRACK_SOURCE_LIMIT } as const;

const faceEvent = (r: Schemas['FaceSnapshot']): TrackEvent => ({
  key: `face-${r.id}`,
  kind: 'face',
  time: r.snapTime,
  depName: r.depName,
  place: r.deviceName,
  direction: r.direction === 1 ? '进' : '出',
  photoUrl: r.facePhotoUrl,
  who: r.personName ?? '',
  idCardNo: r.idCardNo ?? undefined,
});
const doorEvent = (r: Schemas['DoorSnapshot']): TrackEvent => ({
  key: `door-${r.id}`,
  kind: 'door',
  time: r.snapTime,
  depName: r.depName,
  place: r.deviceName,
  photoUrl: r.photoUrl,
  who: r.personName ?? '',
});
const inoutEvent = (r: Schemas['InOutRecord']): TrackEvent => ({
  key: `inout-${r.id}`,
  kind: 'inout',
  time: r.recordTime,
  depName: r.depName,
  place: r.deviceName,
  direction: r.direction === 1 ? '进' : '出',
  photoUrl: r.snapPhotoUrl ?? undefined,
  who: r.personName,
});
const carEvent = (r: Schemas['CarSnapshot']): TrackEvent => ({
  key: `car-${r.id}`,
  kind: 'car',
  time: r.snapTime,
  depName: r.depName,
  place: r.cameraName,
  direction: r.direction === 1 ? '驶入' : '驶出',
  photoUrl: r.photoUrl,
  who: r.carNumber,
});

/** Every record that may belong to the target, from all its sources. */
export async function fetchTrackEvents({ target, keyword, begin, end }: TrackQuery): Promise<TrackEvent[]> {
  const text = keyword.trim();
  if (target === 'vehicle') {
    const cars = await call(
      client.GET('/s_io/carSnapshot/page/v2', {
        params: { query: { ...order, carNumber: text, snapTimeBegin: begin, snapTimeEnd: end } },
      }),
    );
    return cars.object.records.map(carEvent);
  }
  const byId = ID_CARD.test(text);
  const faces = await call(
    client.GET('/s_io/faceSnapshot/page/v2', {
      params: {
        query: {
          ...order,
          ...(byId ? { idCardNo: text.toUpperCase() } : { personName: text }),
          snapTimeBegin: begin,
          snapTimeEnd: end,
        },
      },
    }),
  );
  const faceEvents = faces.object.records.map(faceEvent);
  // Door captures and access records carry names only: an ID number is followed through the name
  // its face captures gave.
  const names = byId ? [...new Set(faceEvents.map((e) => e.who).filter(Boolean))] : [text];
  const others = await Promise.all(
    names.map(async (name) => {
      const [doors, records] = await Promise.all([
        call(
          client.GET('/s_io/doorSnapshot/page/v2', {
            params: { query: { ...order, personName: name, snapTimeBegin: begin, snapTimeEnd: end } },
          }),
        ),
        call(
          client.GET('/s_io/inOutRecord/page/v2', {
            params: {
              query: {
                ...order,
                sort: 'recordTime',
                personName: name,
                recordTimeBegin: begin,
                recordTimeEnd: end,
              },
            },
          }),
        ),
      ]);
      return [...doors.object.records.map(doorEvent), ...records.object.records.map(inoutEvent)];
    }),
  );
  return sortEvents([...faceEvents, ...others.flat()]);
}

export function sortEvents(events: readonly TrackEvent[]): TrackEvent[] {
  return [...events].sort((a, b) => a.time.localeCompare(b.time) || a.key.localeCompare(b.key));
}

/** The different people (name + ID number) or plates the records name, most seen first. */
export function candidatesOf(events: readonly TrackEvent[]): TrackCandidate[] {
  const byName = new Map<string, TrackCandidate>();
  for (const event of events) {
    if (!event.who) continue;
    const current = byName.get(event.who) ?? { name: event.who, count: 0 };
    current.count++;
    current.idCardNo ??= event.idCardNo;
    byName.set(event.who, current);
  }
  return [...byName.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'));
}

/** The events of one candidate (exact name or plate). */
export function eventsOf(events: readonly TrackEvent[], name: string): TrackEvent[] {
  return events.filter((e) => e.who === name);
}

/** The places passed in order, consecutive repeats merged ("小区 · 设备"). */
export function routeOf(events: readonly TrackEvent[]): string[] {
  const route: string[] = [];
  for (const event of events) {
    const stop = `${event.depName} · ${event.place}`;
    if (route[route.length - 1] !== stop) route.push(stop);
  }
  return route;
}

/** Events grouped by day (yyyy-MM-dd), days in order. */
export function byDay(events: readonly TrackEvent[]): [string, TrackEvent[]][] {
  const days = new Map<string, TrackEvent[]>();
  for (const event of events) {
    const day = event.time.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days];
}

/** The events of one search; waits (disabled) until a search is run. */
export const trackQuery = (query: TrackQuery | undefined) =>
  queryOptions({
    queryKey: ['security', 'track', query],
    queryFn: () => fetchTrackEvents(query!),
    enabled: query !== undefined,
  });
