// 01 §2.10, §5 advanced query of the community trees: a popover with the province > city >
// district/county > street/town cascade, community / building / unit names and a free-text search.
import { FilterOutlined } from '@ant-design/icons';
import { Button, Form, Input, Popover, Select, Space } from 'antd';
import { useId, useState } from 'react';
import { TREE_QUERY_TEXT, TREE_TEXT } from '@/lib/constants/side-tree';
import {
  AREA_FIELDS,
  isAreaDisabled,
  isQueryEmpty,
  normaliseQuery,
  setArea,
  type AdvancedQuery,
  type AreaField,
  type NameField,
} from './advanced-query';
import { useAreaOptions } from './use-area-options';

const AREA_LABELS: Record<AreaField, string> = {
  provinceId: TREE_QUERY_TEXT.province,
  cityId: TREE_QUERY_TEXT.city,
  districtId: TREE_QUERY_TEXT.district,
  streetId: TREE_QUERY_TEXT.street,
};
const NAME_LABELS: Record<NameField, string> = {
  depName: TREE_QUERY_TEXT.depName,
  buildName: TREE_QUERY_TEXT.buildName,
  unitName: TREE_QUERY_TEXT.unitName,
};
const NAME_MAX_LENGTH = 50;
/** A compact form: antd's default 24 px gap under each field would make the popover taller than the tree. */
const ITEM_STYLE = { marginBottom: 12 };

interface FormProps {
  applied: AdvancedQuery;
  open: boolean;
  onRun(query: AdvancedQuery): void;
}

function AreaSelect(props: {
  field: AreaField;
  level: number;
  draft: AdvancedQuery;
  open: boolean;
  onChange(field: AreaField, value: string | undefined): void;
}) {
  const { field, level, draft, open, onChange } = props;
  const id = useId();
  const parentField = AREA_FIELDS[level - 1];
  const disabled = isAreaDisabled(draft, field);
  const options = useAreaOptions(level, parentField ? draft[parentField] : undefined, open && !disabled);
  return (
    <Form.Item label={AREA_LABELS[field]} htmlFor={id} style={ITEM_STYLE}>
      <Select
        id={id}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={`请选择${AREA_LABELS[field]}`}
        disabled={disabled}
        value={draft[field]}
        options={options}
        onChange={(value: string | undefined) => onChange(field, value)}
      />
    </Form.Item>
  );
}

function AdvancedQueryForm({ applied, open, onRun }: FormProps) {
  const [draft, setDraft] = useState<AdvancedQuery>(applied);
  const ids = { depName: useId(), buildName: useId(), unitName: useId(), searchData: useId() };
  const empty = isQueryEmpty(draft);

  const run = () => {
    if (isQueryEmpty(draft)) return;
    const query = normaliseQuery(draft);
    setDraft(query);
    onRun(query);
  };
  const reset = () => {
    setDraft({});
    onRun({});
  };
  const setName = (field: NameField | 'searchData', value: string) =>
    setDraft((d) => ({ ...d, [field]: value }));

  return (
    <Form
      size="small"
      labelCol={{ flex: '72px' }}
      labelAlign="right"
      colon={false}
      style={{ width: 300 }}
      onSubmitCapture={(event) => event.preventDefault()}
    >
      {AREA_FIELDS.map((field, level) => (
        <AreaSelect
          key={field}
          field={field}
          level={level}
          draft={draft}
          open={open}
          onChange={(f, value) => setDraft((d) => setArea(d, f, value))}
        />
      ))}
      {(Object.keys(NAME_LABELS) as NameField[]).map((field) => (
        <Form.Item key={field} label={NAME_LABELS[field]} htmlFor={ids[field]} style={ITEM_STYLE}>
          <Input
            id={ids[field]}
            allowClear
            maxLength={NAME_MAX_LENGTH}
            placeholder={`请输入${NAME_LABELS[field]}`}
            value={draft[field] ?? ''}
            onChange={(event) => setName(field, event.target.value)}
            onPressEnter={run}
          />
        </Form.Item>
      ))}
      <Form.Item label={TREE_QUERY_TEXT.searchData} htmlFor={ids.searchData} style={ITEM_STYLE}>
        <Input
          id={ids.searchData}
          allowClear
          maxLength={NAME_MAX_LENGTH}
          placeholder={TREE_QUERY_TEXT.searchDataPlaceholder}
          value={draft.searchData ?? ''}
          onChange={(event) => setName('searchData', event.target.value)}
          onPressEnter={run}
        />
      </Form.Item>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={reset}>{TREE_QUERY_TEXT.reset}</Button>
        <Button type="primary" disabled={empty} onClick={run}>
          {TREE_QUERY_TEXT.run}
        </Button>
      </Space>
    </Form>
  );
}

/** The 高级查询 button; highlighted while a query is applied. */
export function AdvancedQueryButton(props: { applied: AdvancedQuery; onRun(query: AdvancedQuery): void }) {
  const { applied, onRun } = props;
  const [open, setOpen] = useState(false);
  const active = !isQueryEmpty(applied);
  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      title={TREE_TEXT.advanced}
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden={false}
      content={
        <AdvancedQueryForm
          applied={applied}
          open={open}
          onRun={(query) => {
            onRun(query);
            setOpen(false);
          }}
        />
      }
    >
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        title={TREE_TEXT.advanced}
        aria-label={TREE_TEXT.advanced}
        aria-pressed={active}
        icon={<FilterOutlined />}
      />
    </Popover>
  );
}
