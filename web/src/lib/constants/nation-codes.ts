// Country calling codes (01 §3, §9).

/**
 * 01 §3 country calling codes, in the spec's order, default 86 (01 §9). The spec lists Mongolia 977
 * and Nepal 978; the ITU codes are 976 and 977 (978 is unassigned), and an SMS sent with 977 would go
 * to Nepal, so the real codes are used (docs/adr/0040).
 */
export const COUNTRY_CALLING_CODES: readonly { code: string; name: string }[] = [
  { code: '86', name: '中国' },
  { code: '853', name: '中国澳门' },
  { code: '886', name: '中国台湾' },
  { code: '852', name: '中国香港' },
  { code: '65', name: '新加坡' },
  { code: '60', name: '马来西亚' },
  { code: '62', name: '印度尼西亚' },
  { code: '63', name: '菲律宾' },
  { code: '66', name: '泰国' },
  { code: '673', name: '文莱' },
  { code: '81', name: '日本' },
  { code: '82', name: '韩国' },
  { code: '84', name: '越南' },
  { code: '850', name: '朝鲜' },
  { code: '671', name: '关岛' },
  { code: '855', name: '柬埔寨' },
  { code: '856', name: '老挝' },
  { code: '976', name: '蒙古' },
  { code: '977', name: '尼泊尔' },
  { code: '91', name: '印度' },
  { code: '1', name: '美国' },
  { code: '7', name: '俄罗斯' },
  { code: '44', name: '英国' },
];
export const DEFAULT_NATION_CODE = '86';
