// A list page declared once per resource: which route it serves, which of the contract's fields show
// as columns, search fields, form fields and detail rows, and what the page may do. Field titles,
// types, options, rules and references come from the contract (@zhsq/contract/resources).
import type { ReactNode } from 'react';
import {
  resourceMeta,
  type FieldCondition,
  type FieldMeta as ContractFieldMeta,
  type ResourceMeta,
  type ResourceName,
  type ResourceRow as Row,
} from '@zhsq/contract/resources';

export type { FieldCondition, ResourceMeta, ResourceName, Row };

/** A contract field with the page's own control and cell, when its declaration gives them (fieldViews). */
export type FieldMeta = ContractFieldMeta & FieldView;

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

export function metaOf(name: ResourceName): ResourceMeta {
  return resourceMeta[name];
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
  rowActions?: RowActions;
}

/** A declaration's own row actions, shown in the 操作 column after 详情 / 编辑 / 删除. */
export interface RowActions {
  /**
   * The labels of the most a row shows at once (of alternatives, the longest): the 操作 column is made
   * wide enough for them on one line.
   */
  labels: readonly string[];
  render: (row: Row, context: { refresh: () => void }) => ReactNode;
}
