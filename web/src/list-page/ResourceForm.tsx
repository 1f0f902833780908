// The form body shared by the add / edit dialog and the add / edit route pages: the declared fields
// with their contract rules in a two-column grid; changing a community, building or unit clears the
// hierarchy fields below it.
import { Col, Form, Row as GridRow, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { conditionRulesOf } from './conditions';
import { dateItemProps, FieldControl, rulesOf } from './fields';
import type { FieldMeta, ResourceMeta, Row } from './types';

const CHILDREN: Record<string, string[]> = {
  depId: ['buildingId', 'unitId', 'roomId'],
  buildingId: ['unitId', 'roomId'],
  unitId: ['roomId'],
};

export interface ResourceFormProps {
  meta: ResourceMeta;
  form: FormInstance;
  fields: readonly FieldMeta[];
  /** The record being edited; undefined to add. */
  row?: Row;
  /** Re-applies the initial values when it changes (a dialog opening again). */
  resetKey?: unknown;
}

export function ResourceForm({ meta, form, fields, row, resetKey }: ResourceFormProps) {
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(
      Object.fromEntries(
        fields.map((f) => [f.key, row ? (row[f.key] ?? undefined) : (f.default ?? undefined)]),
      ),
    );
  }, [resetKey, row, fields, form]);

  return (
    <Form
      form={form}
      layout="vertical"
      name={`${meta.name}-form`}
      onValuesChange={(changed: Record<string, unknown>) => {
        for (const key of Object.keys(changed)) {
          const below = CHILDREN[key]?.filter((k) => fields.some((f) => f.key === k));
          if (below?.length) form.setFieldsValue(Object.fromEntries(below.map((k) => [k, undefined])));
        }
      }}
    >
      <GridRow gutter={16}>
        {fields.map((field) => {
          const conditional = conditionRulesOf(meta, field.key);
          return (
            <Col
              key={field.key}
              xs={24}
              md={field.widget === 'textarea' || field.widget === 'image' ? 24 : 12}
            >
              <Form.Item
                name={field.key}
                label={field.title}
                rules={[...(rulesOf(field) as never[]), ...conditional.rules] as never}
                dependencies={conditional.dependencies}
                required={field.required}
                {...dateItemProps(field)}
              >
                <FieldControl field={field} row={row} />
              </Form.Item>
            </Col>
          );
        })}
      </GridRow>
    </Form>
  );
}
