// Empty data (01 §2.11): the empty-data image titled 暂无数据 with the text below it. Used by DataTable
// and by any list that has nothing to show. Props: description (default 暂无数据); children (actions).
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { EMPTY_DATA_TEXT } from '../lib/constants/tables';

export function EmptyData({
  description = EMPTY_DATA_TEXT,
  children,
}: {
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Empty
      image={
        <span role="img" aria-label={EMPTY_DATA_TEXT} title={EMPTY_DATA_TEXT}>
          {Empty.PRESENTED_IMAGE_SIMPLE}
        </span>
      }
      description={description}
    >
      {children}
    </Empty>
  );
}
