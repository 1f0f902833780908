// How a contract field shows: its form control and rules, its table cell, its search control.
import { DatePicker, Form, Input, InputNumber, Select, Tag, TimePicker, type FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { ImageUpload } from '@/components/ImageUpload/ImageUpload';
import { MoneyInput } from '@/components/NumberTextInputs';
import { PasswordInput } from '@/components/PasswordInput';
import { isRuleName, namedRule } from '@zhsq/contract/validators/named-rules';
import type { FormRule } from '@zhsq/contract/validators/rule';
import { PARENT_OF, RefSelect } from './RefSelect';
import type { FieldMeta, Row } from './types';

const FORMATS = { date: 'YYYY-MM-DD', 'date-time': 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' } as const;
/** Colours of two- and three-state enums: the first value is usually the "off" state. */
const TAG_COLOURS = ['default', 'success', 'processing', 'warning', 'error'];

const isChoice = (field: FieldMeta) => Boolean(field.options || field.ref);
export const placeholderOf = (field: FieldMeta) =>
  `${isChoice(field) || field.format ? '请选择' : '请输入'}${field.title}`;

/** Form rules: the field's shared rule (with the spec's message) or a plain required check. */
export function rulesOf(field: FieldMeta): FormRule[] | FormItemProps['rules'] {
  if (field.rule && isRuleName(field.rule)) return [namedRule(field.rule, field.required)];
  const rules: NonNullable<FormItemProps['rules']> = [];
  if (field.required) rules.push({ required: true, message: placeholderOf(field) });
  if (field.pattern) rules.push({ pattern: new RegExp(field.pattern, 'u'), message: field.patternMessage });
  if (field.multipleOf) rules.push(decimalsRule(field.multipleOf, field.message));
  return rules;
}

/** At most the decimals of `step` (0.01: two), as the contract's multipleOf says. */
function decimalsRule(step: number, message = '小数位数过多') {
  const decimals = String(step).split('.')[1]?.length ?? 0;
  return {
    validator: (_rule: unknown, value: unknown) =>
      value === undefined ||
      value === null ||
      value === '' ||
      (String(value).split('.')[1]?.length ?? 0) <= decimals
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/** Date fields travel as text; the pickers hold dayjs values. */
export function dateItemProps(field: FieldMeta): Partial<FormItemProps> {
  if (!field.format) return {};
  const format = FORMATS[field.format];
  return {
    getValueProps: (value: unknown) => ({
      value: typeof value === 'string' && value ? dayjs(value, format) : undefined,
    }),
    normalize: (value: Dayjs | null) => (value ? value.format(format) : undefined),
  };
}

/** The value and onChange Form.Item hands its child: passed on to the control. */
type ControlProps = { value?: any; onChange?: (...args: any[]) => void };

export function FieldControl({
  field,
  row,
  id,
  ...control
}: { field: FieldMeta; row?: Row; id?: string } & ControlProps) {
  const placeholder = placeholderOf(field);
  const parentKey = field.ref ? PARENT_OF[field.ref]?.key : undefined;
  const parentValue = Form.useWatch(parentKey ?? '__none__');
  if (field.control) {
    const Control = field.control;
    return <Control id={id} row={row} {...control} />;
  }
  if (field.ref) {
    const nameKey = field.key.replace(/Id$/, 'Name');
    return (
      <RefSelect
        id={id}
        {...control}
        refTo={field.ref}
        parentValue={parentKey ? parentValue : undefined}
        valueLabel={row ? (row[nameKey] as string | undefined) : undefined}
        placeholder={placeholder}
      />
    );
  }
  if (field.options) {
    return <Select id={id} {...control} options={[...field.options]} placeholder={placeholder} allowClear />;
  }
  if (field.format === 'time')
    return <TimePicker id={id} {...control} placeholder={placeholder} style={{ width: '100%' }} />;
  if (field.format) {
    return (
      <DatePicker
        id={id}
        {...control}
        showTime={field.format === 'date-time'}
        // A picked or typed value counts without 确定, and a date typed without its time is taken
        // (00:00:00): neither is dropped silently when the operator moves on to 保存.
        needConfirm={false}
        format={field.format === 'date-time' ? [FORMATS['date-time'], FORMATS.date] : FORMATS.date}
        placeholder={placeholder}
        style={{ width: '100%' }}
      />
    );
  }
  switch (field.widget) {
    case 'textarea':
      return (
        <Input.TextArea
          id={id}
          {...control}
          placeholder={placeholder}
          maxLength={field.maxLength}
          showCount
          rows={3}
        />
      );
    case 'image':
      return <ImageUploadField id={id} {...control} />;
    case 'password':
      return <PasswordInput id={id} {...control} placeholder={placeholder} />;
    case 'money':
      return <MoneyInput id={id} {...control} placeholder={placeholder} />;
  }
  if (field.type !== 'string') {
    return (
      <InputNumber
        id={id}
        {...control}
        placeholder={placeholder}
        min={field.minimum}
        max={field.maximum}
        precision={field.type === 'integer' ? 0 : undefined}
        style={{ width: '100%' }}
      />
    );
  }
  return <Input id={id} {...control} placeholder={placeholder} maxLength={field.maxLength} allowClear />;
}

/** Image fields keep the stored URL as their value. */
function ImageUploadField(props: {
  id?: string;
  value?: string | null;
  onChange?: (url: string | undefined) => void;
}) {
  return (
    <ImageUpload
      id={props.id}
      value={props.value ? { url: props.value, urlShow: props.value } : null}
      onChange={(image) => props.onChange?.(image?.urlShow)}
    />
  );
}

/** Text of a value as a cell or a detail row shows it ('-' for blanks is the table's job). */
export function cellOf(field: FieldMeta, value: unknown, row: Row): ReactNode {
  if (field.cell) return field.cell(value, row);
  if (value === null || value === undefined || value === '') return '';
  if (field.ref) {
    const name = row[field.key.replace(/Id$/, 'Name')];
    if (name !== undefined) return (name as string | null) ?? '';
  }
  if (field.options) {
    const index = field.options.findIndex((o) => o.value === value);
    if (index < 0) return String(value);
    const colour = field.options.length <= 5 ? TAG_COLOURS[index % TAG_COLOURS.length] : undefined;
    return <Tag color={colour}>{field.options[index]!.label}</Tag>;
  }
  if (field.widget === 'image') return <img src={String(value)} alt={field.title} style={{ height: 32 }} />;
  if (field.widget === 'password') return '******';
  return String(value);
}

export function SearchControl({ field, id, ...control }: { field: FieldMeta; id?: string } & ControlProps) {
  if (field.search === 'range') {
    if (field.format) {
      // Whole days: a date-time range runs from 00:00:00 of the first day to 23:59:59 of the last.
      return <DatePicker.RangePicker id={id} {...control} style={{ width: '100%' }} />;
    }
    return (
      <InputNumber id={id} {...control} placeholder={`请输入${field.title}`} style={{ width: '100%' }} />
    );
  }
  if (field.options) {
    return (
      <Select
        id={id}
        {...control}
        options={[...field.options]}
        placeholder={placeholderOf(field)}
        allowClear
      />
    );
  }
  if (field.ref) return <FieldControl field={field} id={id} {...control} />;
  return (
    <Input id={id} {...control} placeholder={placeholderOf(field)} maxLength={field.maxLength} allowClear />
  );
}

/** Search form values -> query parameters (ranges split into Begin / End). */
export function searchQuery(
  fields: readonly FieldMeta[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.search === 'range' && Array.isArray(value) && field.format) {
      const format = FORMATS[field.format];
      const [from, to] = value as [Dayjs | null, Dayjs | null];
      query[`${field.key}Begin`] = from ? from.startOf('day').format(format) : undefined;
      query[`${field.key}End`] = to ? to.endOf('day').format(format) : undefined;
    } else if (typeof value === 'string') query[field.key] = value.trim();
    else query[field.key] = value;
  }
  return query;
}
