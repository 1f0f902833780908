// 查询 and 重置 of a list page's search form (01 §2.11): 查询 submits the form (its onFinish searches),
// 重置 clears it and searches again. The caller's own controls (展开/收起, 刷新) follow them.
import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';

export interface SearchButtonsProps {
  /** Clears the form and runs the search with the cleared values. */
  onReset: () => void;
  children?: ReactNode;
}

export function SearchButtons({ onReset, children }: SearchButtonsProps) {
  return (
    <>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
        查询
      </Button>
      <Button onClick={onReset}>重置</Button>
      {children}
    </>
  );
}
