// A grid of icons; clicking one copies its JSX (or name) and says so.
import { App, Flex, Tooltip, Typography } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { EmptyData } from '@/components/EmptyData';

export interface IconEntry {
  name: string;
  Icon: ComponentType;
  /** Tooltip, e.g. the routes that use it. */
  hint?: ReactNode;
}

export function IconGrid({ icons, copyText }: { icons: IconEntry[]; copyText: (name: string) => string }) {
  const { message } = App.useApp();
  if (icons.length === 0) return <EmptyData />;
  const copy = (name: string) => {
    const text = copyText(name);
    navigator.clipboard.writeText(text).then(
      () => void message.success(`已复制 ${text}`),
      () => void message.error('复制失败，请手动复制'),
    );
  };
  return (
    <div
      role="list"
      aria-label="图标列表"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(156px, 1fr))', gap: 8 }}
    >
      {icons.map(({ name, Icon, hint }) => (
        <Tooltip key={name} title={hint}>
          <button
            type="button"
            role="listitem"
            aria-label={name}
            onClick={() => copy(name)}
            style={{
              height: 96,
              border: '1px solid #f0f0f0',
              borderRadius: 8,
              background: '#fff',
              cursor: 'pointer',
              padding: 8,
            }}
          >
            <Flex vertical align="center" gap={8}>
              <span style={{ fontSize: 26 }}>
                <Icon />
              </span>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: 140 }}>
                {name}
              </Typography.Text>
            </Flex>
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
