// A state column whose colours follow what the state means (the engine colours enums by position,
// which would paint 烟雾报警 or 超时未出门 green). Used by the device, community and operation pages.
import { Tag } from 'antd';
import { metaOf, type ColumnSpec, type ResourceName } from './types';

/** `colours[i]` is the antd tag colour of the field's i-th enum value. */
export function statusColumn(resource: ResourceName, key: string, colours: readonly string[]): ColumnSpec {
  const options = metaOf(resource).fields.find((f) => f.key === key)?.options ?? [];
  return {
    key,
    render: (value) => {
      const index = options.findIndex((o) => o.value === value);
      return index < 0 ? '' : <Tag color={colours[index]}>{options[index]!.label}</Tag>;
    },
  };
}
