// Select of a reference field. community: the shared community search select; building / unit / room:
// the children of the parent chosen in the same form (cleared when the parent changes); agent: the
// organisation tree; another resource: its records searched by their display name.
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CommunitySelect } from '@/components/CommunitySelect/CommunitySelect';
import { useDebouncedCallback } from '@/components/use-debounced-callback';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants/area';
import { agentOptionsQuery, resourceOptionsQuery, treeChildrenQuery } from './ref-queries';

/** Which form field a hierarchy reference hangs below, and the tree node prefix of that parent. */
export const PARENT_OF: Record<string, { key: string; node: string } | undefined> = {
  building: { key: 'depId', node: 'dep' },
  unit: { key: 'buildingId', node: 'building' },
  room: { key: 'unitId', node: 'unit' },
};

interface RefSelectProps {
  refTo: string;
  value?: number | string | null;
  onChange?: (value: number | string | undefined) => void;
  /** Value of the parent field (depId for a building, …). */
  parentValue?: unknown;
  /** Label of the current value before options load (the record's *Name field). */
  valueLabel?: string;
  placeholder: string;
  id?: string;
  disabled?: boolean;
}

function HierarchySelect({ refTo, value, onChange, parentValue, placeholder, id, disabled }: RefSelectProps) {
  const parent = PARENT_OF[refTo]!;
  const node =
    parentValue != null && parentValue !== '' ? `${parent.node}:${String(parentValue)}` : undefined;
  const { data = [], isFetching } = useQuery(treeChildrenQuery(node));
  return (
    <Select
      id={id}
      value={(value ?? undefined) as never}
      onChange={(v: number | undefined) => onChange?.(v)}
      options={data}
      loading={isFetching}
      disabled={disabled || node === undefined}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

function AgentSelect({ value, onChange, placeholder, id, disabled }: RefSelectProps) {
  const { data = [], isFetching } = useQuery(agentOptionsQuery);
  return (
    <Select
      id={id}
      value={(value ?? undefined) as never}
      onChange={(v: string | undefined) => onChange?.(v)}
      options={data}
      loading={isFetching}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

function ResourceSelect({ refTo, value, onChange, valueLabel, placeholder, id, disabled }: RefSelectProps) {
  const [text, setText] = useState('');
  const search = useDebouncedCallback(setText, SEARCH_DEBOUNCE_MS);
  const { data = [], isFetching } = useQuery(resourceOptionsQuery(refTo, text));
  const options =
    value != null && valueLabel && !data.some((o) => o.value === value)
      ? [{ value, label: valueLabel }, ...data]
      : data;
  return (
    <Select
      id={id}
      value={(value ?? undefined) as never}
      onChange={(v: number | undefined) => onChange?.(v)}
      options={options}
      loading={isFetching}
      disabled={disabled}
      placeholder={placeholder}
      allowClear
      showSearch={{ filterOption: false, onSearch: search }}
    />
  );
}

export function RefSelect(props: RefSelectProps) {
  if (props.refTo === 'community') {
    return (
      <CommunitySelect
        id={props.id}
        value={props.value == null ? undefined : String(props.value)}
        valueLabel={props.valueLabel}
        disabled={props.disabled}
        onChange={(depId) => props.onChange?.(depId === undefined ? undefined : Number(depId))}
      />
    );
  }
  if (PARENT_OF[props.refTo]) return <HierarchySelect {...props} />;
  if (props.refTo === 'agent') return <AgentSelect {...props} />;
  return <ResourceSelect {...props} />;
}
