// Tables and the shared table widgets: page sizes, empty cells, pager texts, column chooser,
// delete-blocked dialog (01 §2.11, §5, §9; 02 §8, §9).

export const TABLE_PAGE_SIZE = 15;
export const TABLE_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
/** 01 §5, 02 §5: empty table cells show '-'. */
export const TABLE_EMPTY_CELL = '-';
/** 01 §2.11: pager texts (not shown in the spec); 'total N+' when the server only knows "more". */
export const msgPagerTotal = (total: number, more = false): string => `共 ${total}${more ? '+' : ''} 条`;
export const msgPagerSize = (size: number): string => `${size} 条/页`;
/** 02 §9: column chooser list max height 400 px. */
export const COLUMN_CHOOSER_MAX_HEIGHT = 400;
export const COLUMN_CHOOSER_LABEL = '列设置';
export const COLUMN_CHOOSER_ALL = '全选';
/** 01 §2.11, 02 §8: delete-blocked dialog. */
export const DELETE_BLOCKED_TITLE = '操作提示';
export const DELETE_BLOCKED_TEXT = '请解绑以下关系后才能正常删除';
export const DELETE_BLOCKED_OK = '知道了';
/** 01 §2.11: collapse toggle; empty data. */
export const COLLAPSE_LABELS = { expand: '展开', collapse: '收起' } as const;
export const EMPTY_DATA_TEXT = '暂无数据';
