// Title row of the My Account pages: heading on the left, actions on the right.
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
