// 产品 (AccountProductActivation, /account/product, 01 §2.2; not a tab): the products by category
// (?category=) with this account's state; 开通 / 续费 pays months from the balance. ?productId= (from
// the application pages) highlights that product and opens its dialog once.
import { Card, Col, Row, Skeleton, Space, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyData } from '@/components/EmptyData';
import { useAccountSummary } from './api/get-account-summary';
import { useProducts, type AccountProduct, type ProductCategory } from './api/get-products';
import { ActivateDialog } from './components/ActivateDialog';
import { LoadFailed } from './components/LoadFailed';
import { PageTitle } from './components/PageTitle';
import { ProductCard } from './components/ProductCard';
import { formatYuan } from './recharge-amount';
import { useAccountLinks } from './use-account-links';

const CATEGORY_TABS: readonly { key: 'all' | ProductCategory; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'basic', label: '基础服务' },
  { key: 'computer', label: '计算机视觉' },
  { key: 'pension', label: '养老应用' },
];

export default function ProductsPage() {
  const products = useProducts();
  const summary = useAccountSummary();
  const links = useAccountLinks();
  const [params, setParams] = useSearchParams();
  const category = CATEGORY_TABS.find((t) => t.key === params.get('category'))?.key ?? 'all';
  const wantedId = Number(params.get('productId')) || undefined;
  const [activating, setActivating] = useState<AccountProduct>();
  const openedWanted = useRef(false);

  useEffect(() => {
    if (openedWanted.current || !wantedId || !products.data) return;
    openedWanted.current = true;
    setActivating(products.data.find((p) => p.productId === wantedId));
  }, [wantedId, products.data]);

  const shown = (products.data ?? []).filter((p) => category === 'all' || p.category === category);
  const active = (products.data ?? []).filter((p) => p.status === 1).length;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PageTitle
        title="产品"
        extra={
          <Typography.Text type="secondary">
            已开通 {active} 个 · 账户余额 {summary.data ? `${formatYuan(summary.data.balance)} 元` : '-'}
          </Typography.Text>
        }
      />
      <Card>
        <Tabs
          activeKey={category}
          onChange={(key) => setParams(key === 'all' ? {} : { category: key })}
          items={CATEGORY_TABS.map(({ key, label }) => ({ key, label }))}
        />
        {products.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : products.isError ? (
          <LoadFailed title="产品加载失败" onRetry={() => void products.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyData />
        ) : (
          <Row gutter={[16, 16]}>
            {shown.map((product) => (
              <Col xs={24} md={12} xl={8} key={product.productId}>
                <ProductCard
                  product={product}
                  highlighted={product.productId === wantedId}
                  onActivate={setActivating}
                />
              </Col>
            ))}
          </Row>
        )}
      </Card>
      {activating && (
        <ActivateDialog
          product={activating}
          balance={summary.data?.balance}
          rechargePath={links.recharge}
          onClose={() => setActivating(undefined)}
        />
      )}
    </Space>
  );
}
