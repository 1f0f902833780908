// The products an account can activate (01-shell §2.2 产品; §2.1 /application 计算机视觉 and 养老应用)
// and the status every demo account starts with. Prices are per month in 元.
import type { components } from '@zhsq/contract/api';

type Product = components['schemas']['AccountProduct'];
export type ProductCategory = Product['category'];

export interface ProductDef {
  productId: number;
  productName: string;
  category: ProductCategory;
  description: string;
  features: string[];
  price: number;
}

export const CATEGORY_NAMES: Record<ProductCategory, Product['categoryName']> = {
  basic: '基础服务',
  computer: '计算机视觉',
  pension: '养老应用',
};

export const PRODUCTS: readonly ProductDef[] = [
  {
    productId: 1,
    productName: '云对讲基础服务',
    category: 'basic',
    description: '门口机与住户手机之间的视频对讲、远程开门和通话记录。',
    features: ['视频对讲', '远程开门', '通话记录'],
    price: 199,
  },
  {
    productId: 2,
    productName: '短信通知包',
    category: 'basic',
    description: '访客登记、缴费提醒、授权审核结果等短信通知，每月 2000 条。',
    features: ['每月 2000 条', '模板审核', '发送回执'],
    price: 60,
  },
  {
    productId: 3,
    productName: '数据云存储扩容',
    category: 'basic',
    description: '抓拍图片与通行记录的保存期限由 90 天延长到 365 天。',
    features: ['保存 365 天', '异地备份', '按小区导出'],
    price: 129,
  },
  {
    productId: 4,
    productName: '高空抛物监测',
    category: 'computer',
    description: '楼栋外立面摄像机实时分析坠落物轨迹，回溯抛物楼层并推送告警。',
    features: ['坠落轨迹回放', '楼层定位', '告警推送'],
    price: 99,
  },
  {
    productId: 5,
    productName: '人脸识别通行',
    category: 'computer',
    description: '门口机人脸比对开门，陌生人抓拍与超限预警。',
    features: ['1:N 人脸比对', '陌生人抓拍', '超限预警'],
    price: 149,
  },
  {
    productId: 6,
    productName: '车辆识别与布控',
    category: 'computer',
    description: '出入口车牌识别，黑名单车辆布控与违停提醒。',
    features: ['车牌识别', '黑名单布控', '违停提醒'],
    price: 129,
  },
  {
    productId: 7,
    productName: '烟火识别',
    category: 'computer',
    description: '公共区域摄像机识别烟雾与明火，联动烟感报警与物业值班。',
    features: ['烟雾识别', '明火识别', '联动报警'],
    price: 89,
  },
  {
    productId: 8,
    productName: '电动车入梯检测',
    category: 'computer',
    description: '轿厢摄像机识别电动车进入电梯，语音劝阻并阻止关门。',
    features: ['电动车识别', '语音劝阻', '梯控联动'],
    price: 69,
  },
  {
    productId: 9,
    productName: '独居老人关怀',
    category: 'pension',
    description: '结合门禁通行与用水用电数据，独居老人长时间无活动时提醒网格员上门。',
    features: ['无活动提醒', '网格员工单', '亲属通知'],
    price: 79,
  },
  {
    productId: 10,
    productName: '跌倒检测',
    category: 'pension',
    description: '室内毫米波雷达检测老人跌倒，不拍摄画面，保护隐私。',
    features: ['毫米波雷达', '跌倒告警', '隐私保护'],
    price: 99,
  },
  {
    productId: 11,
    productName: '一键呼救',
    category: 'pension',
    description: '老人按下紧急呼叫按钮，同时呼叫网格员、物业值班与家属。',
    features: ['紧急呼叫', '多方通知', '处置记录'],
    price: 49,
  },
  {
    productId: 12,
    productName: '健康数据监测',
    category: 'pension',
    description: '手环上报血压、心率与睡眠数据，异常时提醒家属与社区医生。',
    features: ['血压心率', '睡眠分析', '异常提醒'],
    price: 59,
  },
];

/** Status every account starts with: 1 active, 2 expired, 0 never activated (docs/adr/0027). */
export const INITIAL_STATUS: Readonly<Record<number, 0 | 1 | 2>> = {
  1: 1,
  2: 1,
  3: 0,
  4: 1,
  5: 1,
  6: 2,
  7: 0,
  8: 0,
  9: 0,
  10: 2,
  11: 1,
  12: 0,
};
