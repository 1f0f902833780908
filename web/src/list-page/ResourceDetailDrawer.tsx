// Detail of one record, read fresh from the detail operation, as label / value rows.
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Spin } from 'antd';
import { TABLE_EMPTY_CELL } from '@/lib/constants/tables';
import { cellOf } from './fields';
import { resourceDetailQuery } from './resource-queries';
import type { FieldMeta, ResourceMeta } from './types';

export interface ResourceDetailDrawerProps {
  meta: ResourceMeta;
  fields: readonly FieldMeta[];
  id?: number;
  onClose: () => void;
}

export function ResourceDetailDrawer({ meta, fields, id, onClose }: ResourceDetailDrawerProps) {
  const { data, isFetching } = useQuery(resourceDetailQuery(meta, id));
  return (
    <Drawer open={id !== undefined} title={`${meta.title}详情`} size={560} onClose={onClose} destroyOnHidden>
      <Spin spinning={isFetching}>
        {data && (
          <Descriptions
            column={1}
            bordered
            size="small"
            styles={{ label: { width: 140 } }}
            items={fields.map((field) => {
              const shown = cellOf(field, data[field.key], data);
              return {
                key: field.key,
                label: field.title,
                children: shown === '' ? TABLE_EMPTY_CELL : shown,
              };
            })}
          />
        )}
      </Spin>
    </Drawer>
  );
}
