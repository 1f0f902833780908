// The side tree and the building tree panel (01 §2.10, §4, §5, §9; 02 §2 "Building tree panel",
// §4, §9). Owned by shell/tree; see docs/adr/0026.

/** 01 §9: tree page size 40 (root list paged by scrolling; advanced query limit 40 with a lastDepId cursor). */
export const TREE_PAGE_SIZE = 40;
/** 01 §9: row height 36, indent 18. */
export const TREE_ROW_HEIGHT = 36;
export const TREE_INDENT = 18;
/** 01 §9: scroll-end threshold 50 px, debounced 200 ms. */
export const TREE_SCROLL_END_THRESHOLD = 50;
export const TREE_SCROLL_END_DEBOUNCE_MS = 200;
/** 01 §9: filter debounce 600 ms, then a 500 ms spinner. */
export const TREE_FILTER_DEBOUNCE_MS = 600;
export const TREE_FILTER_SPINNER_MS = 500;
/** 01 §9: max level 10; deep tree max level 3; 02 §9 building tree max level 2. */
export const TREE_MAX_LEVEL = 10;
export const DEEP_TREE_MAX_LEVEL = 3;
export const BUILDING_TREE_MAX_LEVEL = 2;
/** 01 §9: collapsed to a 15 px strip; minimum open width 215 px; 01 §9 width-resize handle 3 px. */
export const TREE_COLLAPSED_WIDTH = 15;
export const TREE_MIN_OPEN_WIDTH = 215;
export const TREE_RESIZE_HANDLE_WIDTH = 3;
/** Not in the spec (docs/adr/0026): first open width and the widest a drag may make the panel. */
export const TREE_DEFAULT_OPEN_WIDTH = 240;
export const TREE_MAX_OPEN_WIDTH = 480;
/** 01 §9 / 02 §9: default pre-checked community (the vehicle camera tree ticks its cameras). */
export const TREE_DEFAULT_CHECKED_KEY = 'dep:1499';
/** 02 §9: camera tree page size 100, search debounce 500 ms. */
export const CAMERA_TREE_PAGE_SIZE = 100;
export const CAMERA_SEARCH_DEBOUNCE_MS = 500;
/** 01 §2.10 texts. */
export const TREE_TEXT = {
  filterPlaceholder: '请输入关键词',
  empty: '暂无相关数据',
  end: '没有更多数据了~',
  /** 01 §2.10 "label: current community count". */
  count: '当前小区数',
  /** Not in the spec (docs/adr/0026). */
  loadingMore: '加载中…',
  loadMore: '加载更多',
  refresh: '刷新',
  advanced: '高级查询',
  collapse: '收起侧边树',
  expand: '展开侧边树',
  resize: '拖动调整侧边树宽度',
  cameraPlaceholder: '请输入相机名称',
} as const;
/** 01 §2.10, §5: advanced query labels. */
export const TREE_QUERY_TEXT = {
  province: '省',
  city: '市',
  district: '区/县',
  street: '街道/镇',
  depName: '小区名称',
  buildName: '楼栋名称',
  unitName: '单元名称',
  searchData: '关键词',
  searchDataPlaceholder: '小区名称或地址',
  run: '查询',
  reset: '重置',
} as const;
