// Global dictionaries loaded at start (01-shell §9) and the ones module pages use.
export interface DictItem {
  code: string;
  name: string;
}

export const DICTS: Record<string, DictItem[]> = {
  account_status: [
    { code: '1', name: '正常' },
    { code: '0', name: '停用' },
    { code: '2', name: '已过期' },
  ],
  dep_type: [
    { code: '1', name: '楼栋' },
    { code: '2', name: '部门/组团' },
    { code: '7', name: '巷' },
    { code: '9', name: '楼栋（变体）' },
  ],
  visitor_status: [
    { code: '0', name: '待审核' },
    { code: '1', name: '已通过' },
    { code: '2', name: '已拒绝' },
    { code: '3', name: '已过期' },
  ],
  health_code_status: [
    { code: '0', name: '绿码' },
    { code: '1', name: '黄码' },
    { code: '2', name: '红码' },
  ],
  pay_source: [
    { code: '1', name: '微信' },
    { code: '2', name: '支付宝' },
    { code: '3', name: '现金' },
    { code: '4', name: '银行转账' },
  ],
  order_status: [
    { code: '0', name: '待支付' },
    { code: '1', name: '已支付' },
    { code: '2', name: '已取消' },
    { code: '3', name: '已退款' },
  ],
  sim_package: [
    { code: '1', name: '10元/月 1G' },
    { code: '2', name: '20元/月 3G' },
    { code: '3', name: '100元/年 12G' },
  ],
};
