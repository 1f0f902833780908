// The advanced query of the community trees (01 §2.10, §5; 02 §3 tree query fields): province > city >
// district/county > street/town selects, community / building / unit names and a free-text search.

export interface AdvancedQuery {
  provinceId?: string;
  cityId?: string;
  districtId?: string;
  streetId?: string;
  depName?: string;
  buildName?: string;
  unitName?: string;
  searchData?: string;
}

/** The address selects, top down (02 §4: changing a level clears the levels below). */
export const AREA_FIELDS = ['provinceId', 'cityId', 'districtId', 'streetId'] as const;
export type AreaField = (typeof AREA_FIELDS)[number];
export const NAME_FIELDS = ['depName', 'buildName', 'unitName'] as const;
export type NameField = (typeof NAME_FIELDS)[number];

export const EMPTY_QUERY: AdvancedQuery = {};

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** 01 §5: city is disabled until a province is chosen, district until a city, street until a district. */
export function isAreaDisabled(query: AdvancedQuery, field: AreaField): boolean {
  const index = AREA_FIELDS.indexOf(field);
  return index > 0 && !filled(query[AREA_FIELDS[index - 1]!]);
}

/** Sets one address level and clears every level below it (01 §4 address cascade). */
export function setArea(query: AdvancedQuery, field: AreaField, value: string | undefined): AdvancedQuery {
  const index = AREA_FIELDS.indexOf(field);
  const next: AdvancedQuery = { ...query, [field]: value };
  for (const lower of AREA_FIELDS.slice(index + 1)) delete next[lower];
  if (!filled(value)) delete next[field];
  return next;
}

/** Any address level or any of the three names is set. */
export function hasStructuredFilter(query: AdvancedQuery): boolean {
  return [...AREA_FIELDS, ...NAME_FIELDS].some((field) => filled(query[field]));
}

/** 01 §5: the query button is disabled while every field is empty. */
export function isQueryEmpty(query: AdvancedQuery): boolean {
  return !hasStructuredFilter(query) && !filled(query.searchData);
}

/**
 * The query as it runs: trimmed, empty fields dropped, and the free-text search cleared when any
 * address or name filter is set (01 §5 "searching with any address or name filter clears the
 * free-text search"). The form shows this result, so the cleared free text disappears there too.
 */
export function normaliseQuery(query: AdvancedQuery): AdvancedQuery {
  const out: AdvancedQuery = {};
  for (const field of [...AREA_FIELDS, ...NAME_FIELDS]) {
    const value = query[field]?.trim();
    if (value) out[field] = value;
  }
  const free = query.searchData?.trim();
  if (free && !hasStructuredFilter(out)) out.searchData = free;
  return out;
}
