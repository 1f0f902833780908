// One section of 应用中心 (01 §2.1 /application): an introduction and its applications with this
// account's state; 去开通 / 续费 opens the product on My Account's 产品 page when the user may.
import { Button, Card, Flex, List, Result, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useShellNavigate } from '@/shell/navigation/use-shell-navigate';
import { EmptyData } from '@/components/EmptyData';
import { MY_ACCOUNT_ROUTES } from '@/lib/constants/my-account';
import { useRouteTable } from '@/shell/route-table';
import { useLoadedSession } from '@/shell/session/use-session';
import {
  useCategoryProducts,
  type ApplicationCategory,
  type ApplicationProduct,
} from '../api/get-category-products';

const STATUS_COLORS: Record<ApplicationProduct['status'], string> = {
  0: 'default',
  1: 'success',
  2: 'error',
};

function term(product: ApplicationProduct): string {
  if (product.status === 1) return `有效期至 ${product.expireTime ?? '-'}`;
  if (product.status === 2) return `已于 ${product.expireTime ?? '-'} 到期`;
  return `¥${product.price} /月`;
}

export function ApplicationCatalogue(props: {
  category: ApplicationCategory;
  title: string;
  intro: string;
  scenes: readonly string[];
  icon: ReactNode;
}) {
  const products = useCategoryProducts(props.category);
  const { permitted } = useLoadedSession();
  const { byName } = useRouteTable();
  const navigate = useShellNavigate();
  const productPath = permitted.has(MY_ACCOUNT_ROUTES.product)
    ? byName.get(MY_ACCOUNT_ROUTES.product)?.path
    : undefined;
  const list = products.data ?? [];
  const active = list.filter((p) => p.status === 1).length;

  return (
    <Flex vertical gap={16}>
      <Card styles={{ body: { background: 'linear-gradient(135deg, #e6f4ff 0%, #f0f5ff 60%, #fff 100%)' } }}>
        <Flex gap={20} align="center" wrap>
          <span style={{ fontSize: 48, color: '#1677ff' }}>{props.icon}</span>
          <Flex vertical gap={6} style={{ flex: '1 1 420px' }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {props.title}
            </Typography.Title>
            <Typography.Text type="secondary">{props.intro}</Typography.Text>
            <Flex wrap gap={6}>
              {props.scenes.map((scene) => (
                <Tag key={scene} color="blue" bordered={false}>
                  {scene}
                </Tag>
              ))}
            </Flex>
          </Flex>
          <Typography.Text>
            已开通 <Typography.Text strong>{products.data ? active : '-'}</Typography.Text> /{' '}
            {list.length || '-'} 项
          </Typography.Text>
        </Flex>
      </Card>
      <Card title="应用列表">
        {products.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : products.isError ? (
          <Result
            status="warning"
            title="应用加载失败"
            extra={
              <Button type="primary" onClick={() => void products.refetch()}>
                重试
              </Button>
            }
          />
        ) : list.length === 0 ? (
          <EmptyData />
        ) : (
          <List
            itemLayout="vertical"
            dataSource={list}
            renderItem={(product) => (
              <List.Item
                key={product.productId}
                aria-label={product.productName}
                extra={
                  productPath ? (
                    <Button
                      type={product.status === 1 ? 'default' : 'primary'}
                      onClick={() =>
                        void navigate(
                          `${productPath}?category=${product.category}&productId=${product.productId}`,
                        )
                      }
                    >
                      {product.status === 1 ? '续费' : '去开通'}
                    </Button>
                  ) : (
                    <Typography.Text type="secondary">请联系管理员开通</Typography.Text>
                  )
                }
              >
                <List.Item.Meta
                  title={
                    <Flex gap={8} align="center">
                      {product.productName}
                      <Tag color={STATUS_COLORS[product.status]}>{product.statusName}</Tag>
                    </Flex>
                  }
                  description={term(product)}
                />
                <Typography.Paragraph style={{ marginBottom: 8 }}>{product.description}</Typography.Paragraph>
                <Flex wrap gap={4}>
                  {product.features.map((feature) => (
                    <Tag key={feature}>{feature}</Tag>
                  ))}
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Card>
    </Flex>
  );
}
