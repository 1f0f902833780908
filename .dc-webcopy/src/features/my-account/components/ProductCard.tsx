// One product on 产品: name, state, monthly price, description, features, term; 开通 / 续费.
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { AccountProduct } from '../api/get-products';
import { activationLabel } from '../activation';
import { PRODUCT_STATUS_COLORS } from '../labels';
import { formatYuan } from '../recharge-amount';

function termText(product: AccountProduct): string {
  if (product.status === 1) return `到期时间：${product.expireTime ?? '-'}`;
  if (product.status === 2) return `已于 ${product.expireTime ?? '-'} 到期`;
  return '尚未开通';
}

export function ProductCard(props: {
  product: AccountProduct;
  highlighted?: boolean;
  onActivate: (product: AccountProduct) => void;
}) {
  const { product } = props;
  return (
    <Card
      size="small"
      role="article"
      aria-label={product.productName}
      style={{ height: '100%', borderColor: props.highlighted ? '#1677ff' : undefined }}
      styles={{ body: { height: '100%' } }}
    >
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {product.productName}
          </Typography.Text>
          <Tag color={PRODUCT_STATUS_COLORS[product.status]} style={{ marginInlineEnd: 0 }}>
            {product.statusName}
          </Tag>
        </Flex>
        <Typography.Text type="secondary">{product.categoryName}</Typography.Text>
        <Typography.Paragraph style={{ margin: 0, flex: 1 }}>{product.description}</Typography.Paragraph>
        <Flex wrap gap={4}>
          {product.features.map((feature) => (
            <Tag key={feature} bordered={false} color="blue">
              {feature}
            </Tag>
          ))}
        </Flex>
        <Typography.Text type={product.status === 2 ? 'danger' : 'secondary'}>
          {termText(product)}
        </Typography.Text>
        <Flex justify="space-between" align="center">
          <Typography.Text>
            <Typography.Text strong style={{ fontSize: 18, color: '#fa541c' }}>
              ¥{formatYuan(product.price)}
            </Typography.Text>
            <Typography.Text type="secondary"> /月</Typography.Text>
          </Typography.Text>
          <Button
            type={product.status === 1 ? 'default' : 'primary'}
            aria-label={`${activationLabel(product)}${product.productName}`}
            onClick={() => props.onActivate(product)}
          >
            {activationLabel(product)}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
