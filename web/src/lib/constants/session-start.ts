// Calls made when a session starts: menu tree, provinces, the side tree root, dictionaries
// (01 §2.4.4, §7, §9).

/** Menu tree by user: type 3, value = user id. */
export const MENU_TREE_TYPE = 3;
/** Provinces: area call with areaType 0. */
export const PROVINCE_AREA_TYPE = 0;
/** 01 §2.10: root node 全部小区 (id dep:-1). */
export const TREE_ROOT_NODE = 'dep:-1';
export const TREE_ROOT_TITLE = '全部小区';
/** 01 §9: lazy tree page limit 100. */
export const TREE_PAGE_LIMIT = 100;
/** 01 §9: dictionary types loaded at start (account status … SIM package). */
export const DICTIONARY_TYPES: readonly string[] = [
  'account_status',
  'dep_type',
  'visitor_status',
  'health_code_status',
  'pay_source',
  'order_status',
  'sim_package',
];
/** 01 §9: some dictionaries get an extra 全部 entry with an empty code (which ones: docs/adr/0021). */
export const DICTIONARY_TYPES_WITH_ALL: readonly string[] = [
  'account_status',
  'visitor_status',
  'health_code_status',
  'order_status',
];
export const DICTIONARY_ALL_ENTRY = { code: '', name: '全部' } as const;
