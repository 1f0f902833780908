// The filters of the alert lists and the query parameters the alert pop-ups link with (01 §4:
// depId and time = start of today; the stranger alert adds depName and searchDepTree=true; the
// vehicle alert sends only time).
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_TIME_FORMAT } from '@/lib/constants/input-format';

export type TimeRange = [Dayjs | null, Dayjs | null] | null | undefined;

export interface AlertLink {
  depId?: number;
  depName?: string;
  /** Start of the time filter (the pop-up sends the start of today). */
  time?: Dayjs;
  /** Select the community in the page's tree by searching its name. */
  searchDepTree: boolean;
}

/** Reads the pop-up's query; invalid values are ignored. */
export function readAlertLink(params: URLSearchParams): AlertLink {
  const depText = params.get('depId');
  const depId = depText && /^\d+$/.test(depText) ? Number(depText) : undefined;
  const timeText = params.get('time');
  const time = timeText ? dayjs(timeText, DATE_TIME_FORMAT, true) : undefined;
  return {
    depId,
    depName: params.get('depName') ?? undefined,
    time: time?.isValid() ? time : undefined,
    searchDepTree: params.get('searchDepTree') === 'true',
  };
}

/** The time filter a link starts with: from its time to the end of that day. */
export function linkRange(link: AlertLink): [Dayjs, Dayjs] | undefined {
  return link.time ? [link.time, link.time.endOf('day')] : undefined;
}

/** A picked range as query bounds (whole seconds, inclusive). */
export function rangeBounds(range: TimeRange): { begin?: string; end?: string } {
  const [from, to] = range ?? [null, null];
  return {
    begin: from ? from.format(DATE_TIME_FORMAT) : undefined,
    end: to ? to.format(DATE_TIME_FORMAT) : undefined,
  };
}
