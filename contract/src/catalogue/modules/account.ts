// 01 §2.2 My Account (我的账户): parent /account (ACCOUNT, module key MyAccount); each child's
// authorization key is its route name and every child shows a watermark.
import { page } from '../declare';
import type { ModuleDeclaration } from '../types';

export const accountModule: ModuleDeclaration = {
  key: 'MyAccount',
  title: '我的账户',
  icon: 'WalletOutlined',
  children: [
    page('MyAccountHome', '/account/index', '我的账户', {
      icon: 'WalletOutlined',
      page: 'my-account/MyAccountHomePage',
    }),
    page('AccountRecharge', '/account/recharge', '充值', {
      icon: 'PayCircleOutlined',
      tab: false,
      cache: false,
      page: 'my-account/RechargePage',
    }),
    page('AccountOrder', '/account/order', '订单', {
      icon: 'ProfileOutlined',
      tab: false,
      page: 'my-account/OrdersPage',
    }),
    page('AccountProductActivation', '/account/product', '产品', {
      icon: 'AppstoreOutlined',
      tab: false,
      page: 'my-account/ProductsPage',
    }),
  ],
};
