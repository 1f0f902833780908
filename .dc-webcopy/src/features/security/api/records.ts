// The shape the security lists read every list call into (02 §7 uses three envelopes).
export interface Records<T> {
  rows: T[];
  total: number;
}

/** Filters every alert list offers: community, time range and paging. */
export interface ListQuery {
  depId?: number;
  /** yyyy-MM-dd HH:mm:ss, inclusive */
  begin?: string;
  end?: string;
  page: number;
  limit: number;
}
