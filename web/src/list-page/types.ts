// A list page declared once per resource: which route it serves, which of the contract's fields show
// as columns, search fields, form fields and detail rows, and what the page may do. Field titles,
// types, options, rules and references come from the contract (web/src/generated/resources.ts).
import type { ReactNode } from 'react';
import { resourceMeta, type ResourceName } from '@/generated/resources';

export type { ResourceName };
export type Row = Record<string, unknown> & { id: number };

export interface FieldMeta {
  key: string;
  title: string;
  type: 'integer' | 'number' | 'string';
  options?: readonly { value: string | number; label: string }[];
  format?: 'date' | 'date-time' | 'time';
  readOnly: boolean;
  required: boolean;
  search?: 'like' | 'eq' | 'range';
  sort?: boolean;
  rule?: string;
  ref?: string;
  unique?: boolean;
  widget?: 'textarea' | 'image' | 'password' | 'switch' | 'money';
  maxLength?: number;
  /** Contract pattern and the message the form and the mock both use for it. */
  pattern?: string;
  patternMessage?: string;
  minimum?: number;
  maximum?: number;
  /** Decimals the field keeps (0.01: two), with the message the form and the mock both use. */
  multipleOf?: number;
  message?: string;
  default?: unknown;
  /** A declaration's own form control (see ResourcePageDeclaration.fieldViews). */
  control?: FieldView['control'];
  /** A declaration's own cell and detail text. */
  cell?: FieldView['cell'];
}

/** A rule between fields (the contract's `conditions:`), checked by the form as by the server. */
export interface FieldCondition {
  /** field -> the value (or values) the rule applies at */
  when: Readonly<Record<string, string | number | readonly (string | number)[]>>;
  /** fields that must be filled then */
  require?: readonly string[];
  /** constraints on fields then */
  fields?: Readonly<
    Record<
      string,
      {
        exclusiveMinimum?: number;
        minimum?: number;
        maximum?: number;
        pattern?: string;
        enum?: readonly (string | number)[];
        'x-validator'?: string;
      }
    >
  >;
  /** the values are refused outright */
  refuse?: boolean;
  /** the field a refusal shows under (default: the first `when` field) */
  on?: string;
  message: string;
}

/** How one field shows where the contract's widget does not fit (e.g. a desktop-hardware field). */
export interface FieldView {
  /** Gets value / onChange from its Form.Item like any control; Form.useFormInstance() reaches the form. */
  control?: (props: {
    id?: string;
    value?: any;
    onChange?: (value: unknown) => void;
    row?: Row;
  }) => ReactNode;
  cell?: (value: unknown, row: Row) => ReactNode;
}

export interface ResourceMeta {
  name: ResourceName;
  title: string;
  path: string;
  envelope: 'records' | 'content' | 'data';
  scope: 'none' | 'agent' | 'dep' | 'building' | 'unit' | 'room';
  display: string;
  actions: readonly ('page' | 'detail' | 'add' | 'update' | 'delete' | 'relations')[];
  blockers: readonly { resource: string; field: string; label: string }[];
  fields: readonly FieldMeta[];
  conditions?: readonly FieldCondition[];
}

export function metaOf(name: ResourceName): ResourceMeta {
  return resourceMeta[name] as unknown as ResourceMeta;
}

/** A column: a field key, or a key with a width or a custom cell. */
export type ColumnSpec =
  string | { key: string; title?: string; width?: number; render?: (value: unknown, row: Row) => ReactNode };

export interface ResourcePageDeclaration {
  resource: ResourceName;
  /** Card title when several routes share one resource (default: the resource's title). */
  title?: string;
  /** The list route (catalogue name); its authKey guards the page's actions unless `keys` says otherwise. */
  route: string;
  /** Table columns in order; the first is the row's name. Columns hidden by default come after `|`. */
  columns: readonly ColumnSpec[];
  /** Columns the chooser starts with unticked. */
  hiddenColumns?: readonly string[];
  /** Search fields in order (default: the contract's search fields); the first three show collapsed. */
  search?: readonly string[];
  /** Form fields in order (default: every writable field). */
  form?: readonly string[];
  /** Detail rows in order (default: every field but id). */
  detail?: readonly string[];
  /** Permission keys of the actions (default: the route's authKey). */
  keys?: { add?: string; edit?: string; delete?: string };
  /** Query parameters every request of this page carries (e.g. the alarm type of a shared screen). */
  fixedQuery?: Record<string, string | number>;
  /** Datapump types of the page's 导入 / 导出 buttons (02 §4 bulk import, export flow). */
  importType?: string;
  exportType?: string;
  /** Turn off actions the contract offers but the page should not (e.g. records are read-only). */
  readOnly?: boolean;
  /** Width of the add / edit dialog (default 640). */
  formWidth?: number;
  /**
   * Hidden catalogue routes for add / edit / detail (02 §2: they reuse the list's key). Without them
   * add and edit open a dialog and detail a drawer.
   */
  routes?: { add?: string; edit?: string; detail?: string };
  /** Route parameter -> record field, e.g. { depId: 'id' } for edit/:depId (default: same name). */
  routeParams?: Record<string, string>;
  /** Extra toolbar content (import / export buttons, links). */
  toolbar?: (context: { refresh: () => void; query: Record<string, unknown> }) => ReactNode;
  /** Rows the operator may delete (default all): others show no 删除 and cannot be ticked for 批量删除. */
  deletable?: (row: Row) => boolean;
  /** Own form controls and cells of some fields, by field key. */
  fieldViews?: Record<string, FieldView>;
  /** Extra row actions after 详情 / 编辑 / 删除. */
  rowActions?: (row: Row, context: { refresh: () => void }) => ReactNode;
}
