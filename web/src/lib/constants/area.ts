// Area cascader and community search select (01 §2.11, §7, §9; 02 §4, §9).

/** 02 §4: area cascader levels 0 province, 1 city, 2 district, 3 street; max level 2 (4 in pickers). */
export const AREA_MAX_LEVEL = 2;
export const AREA_MAX_LEVEL_PROPERTY = 4;
export const AREA_ROOT_LABEL = '全国';
export const AREA_ALL_LABEL = '全部';
/** 01 §7: the street list takes level 1 and districtId. */
export const STREET_QUERY_LEVEL = 1;
/** 01 §9, 02 §9: cascader debounce 300 ms (its search keyword), separator ' / '. */
export const CASCADER_DEBOUNCE_MS = 300;
export const CASCADER_SEPARATOR = ' / ';
/** 02 §9 / 01 §9: with hover expansion, an option opens its column after the pointer rests on it this long. */
export const CASCADER_HOVER_THRESHOLD_MS = 500;
/** 01 §2.11: community search select; 01 §7 community list (node dep:-1, limit 100, onlyDepFlag 1). */
export const COMMUNITY_SELECT_PLACEHOLDER = '请输入小区名称';
export const COMMUNITY_LIST_LIMIT = 100;
/** 01 §9 "search input debounce 500 ms", used for the community search too. */
export const SEARCH_DEBOUNCE_MS = 500;
