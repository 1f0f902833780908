// The export dialog (02 §3 "Export template", §4 "Export flow", §5 export dialog, §7 im_ex and
// export_template/list/v2, §9 alias and template name max 10).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderInApp } from '../testing';
import { ExportDialog } from './ExportDialog';
import { exportParams } from './export-api';

const DEFAULT = {
  templateId: 'resident-default',
  templateName: '默认模板',
  dataMode: 'standard',
  allowSave: 0,
  dataTemplate: [
    { code: 'depName', alias: '小区' },
    { code: 'roomAddress', alias: '房屋' },
    { code: 'userName', alias: '姓名' },
    { code: 'phone', alias: '手机号' },
  ],
};
const CONTACT = {
  templateId: 'resident-contact',
  templateName: '联系方式',
  dataMode: 'standard',
  allowSave: 1,
  dataTemplate: [
    { code: 'userName', alias: '姓名' },
    { code: 'phone', alias: '联系电话' },
  ],
};
const TASK = {
  taskId: 'EX202611210930000001',
  type: 'residentExport',
  taskType: 'export',
  dataType: 'resident',
  dataTypeName: '住户信息',
  status: 0,
  statusText: '文件正在生成中',
  fileName: '住户信息_20261121093000.xlsx',
  totalCount: 0,
  successCount: 0,
  failCount: 0,
  rowErrors: [],
  downloadUrl: '',
  createTime: '2026-11-21 09:30:00',
};

function renderDialog(params: Record<string, unknown> = { depId: 1499 }) {
  const templates = mockApi('GET', '/datapump/export_template/list/v2', {
    code: 0,
    object: [DEFAULT, CONTACT],
  });
  const onClose = vi.fn();
  const onSuccess = vi.fn();
  renderInApp(
    <ExportDialog
      open
      dataType="resident"
      params={params}
      menuName="住户管理"
      mobile="138****8000"
      onClose={onClose}
      onSuccess={onSuccess}
    />,
  );
  return { templates, onClose, onSuccess };
}

// querySelector-based helpers: role queries over the whole antd table are slow in jsdom
const dialog = () => document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="none"]) .ant-modal')!;
const rowBoxes = () => [
  ...dialog().querySelectorAll<HTMLInputElement>('tr.ant-table-row input[type="checkbox"]'),
];
const checkedCodes = () => rowBoxes().filter((box) => box.checked).length;
const selectedTemplate = () => dialog().querySelector('.ant-select-content')?.textContent;
const aliasBox = (name: string) =>
  dialog().querySelector<HTMLInputElement>(`input[aria-label="${name}的导出列名"]`)!;
const button = (name: string) => within(dialog()).getByText(name).closest('button')!;

async function chooseTemplate(name: string) {
  fireEvent.mouseDown(dialog().querySelector('[aria-label="导出模板"]')!);
  fireEvent.click(await screen.findByTitle(name));
}

// antd's table and select make the first render slow on a busy machine
describe('ExportDialog', { timeout: 20_000 }, () => {
  it('02 §3 "allowSave 0 = default template, not editable": all fields ticked, save and delete disabled', async () => {
    const { templates } = renderDialog();
    await waitFor(() => expect(checkedCodes()).toBe(4));
    expect(templates.calls[0]?.fields.dataType).toBe('resident');
    expect(selectedTemplate()).toContain('默认模板（不可编辑）');
    expect(button('保存模板')).toHaveProperty('disabled', true);
    expect(button('删除模板')).toHaveProperty('disabled', true);
  });

  it('02 §4 "The last used template per data type is remembered locally"', async () => {
    localStorage.setItem('zhsq_export_template_resident', JSON.stringify({ value: 'resident-contact' }));
    renderDialog();
    await waitFor(() => expect(checkedCodes()).toBe(2));
    expect(selectedTemplate()).toContain('联系方式');
    expect(aliasBox('手机号')).toHaveProperty('value', '联系电话');
  });

  it('02 §5 "No field selected: 请选择需要导出的字段"', async () => {
    renderDialog();
    await waitFor(() => expect(checkedCodes()).toBe(4));
    for (const box of rowBoxes()) fireEvent.click(box);
    expect(checkedCodes()).toBe(0);
    fireEvent.click(button('导出'));
    expect(await screen.findByText('请选择需要导出的字段')).toBeTruthy();
    expect(screen.queryByText('导出验证')).toBeNull();
  });

  it('02 §5 "Alias max 10 characters; template name max 10"', async () => {
    renderDialog();
    await waitFor(() => expect(checkedCodes()).toBe(4));
    expect(aliasBox('姓名').getAttribute('maxlength')).toBe('10');
    fireEvent.click(button('另存为'));
    expect((await screen.findByLabelText('模板名称')).getAttribute('maxlength')).toBe('10');
  });

  it('02 §4 export flow: template, fields, SMS dialog, code, im_ex with clean params; the template is remembered', async () => {
    const { onClose, onSuccess } = renderDialog({
      depId: 1499,
      userName: '',
      phone: null,
      page: 2,
      limit: 15,
    });
    await waitFor(() => expect(checkedCodes()).toBe(4));
    await chooseTemplate('联系方式');
    await waitFor(() => expect(checkedCodes()).toBe(2));
    fireEvent.change(aliasBox('姓名'), { target: { value: '住户姓名' } });
    fireEvent.click(button('导出'));

    const sms = (await screen.findByText('导出验证')).closest<HTMLElement>('.ant-modal')!;
    expect(within(sms).getByLabelText('手机号')).toHaveProperty('value', '138****8000');
    const submit = mockApi('POST', '/datapump/im_ex/v2', { code: 0, data: TASK });
    fireEvent.change(within(sms).getByLabelText('验证码'), { target: { value: '8000' } });
    fireEvent.click(within(sms).getByText('确认导出').closest('button')!);

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(TASK));
    expect(onClose).toHaveBeenCalled();
    const fields = submit.calls[0]!.fields;
    expect(fields.type).toBe('residentExport');
    expect(fields.smsCode).toBe('8000');
    expect(JSON.parse(fields.params!)).toEqual({
      depId: 1499,
      templateId: 'resident-contact',
      fields: [
        { code: 'userName', alias: '住户姓名' },
        { code: 'phone', alias: '联系电话' },
      ],
    });
    expect(JSON.parse(localStorage.getItem('zhsq_export_template_resident')!)).toEqual({
      value: 'resident-contact',
    });
  });

  it('saves the ticked fields as a new template and selects it', async () => {
    renderDialog();
    await waitFor(() => expect(checkedCodes()).toBe(4));
    const saved = { ...CONTACT, templateId: 'resident-u1-1', templateName: '全部字段' };
    const save = mockApi('POST', '/datapump/export_template/save/v2', {
      code: 0,
      message: '保存成功',
      object: saved,
    });
    mockApi('GET', '/datapump/export_template/list/v2', { code: 0, object: [DEFAULT, CONTACT, saved] });
    fireEvent.click(button('另存为'));
    fireEvent.change(await screen.findByLabelText('模板名称'), { target: { value: '全部字段' } });
    fireEvent.click(screen.getByText('保存').closest('button')!);
    await waitFor(() => expect(selectedTemplate()).toContain('全部字段'));
    expect(save.calls[0]?.fields).toMatchObject({ dataType: 'resident', templateName: '全部字段' });
    expect(JSON.parse(save.calls[0]!.fields.dataTemplate!)).toHaveLength(4);
  });
});

describe('02 §5 "Empty values and page/limit are dropped from export params"', () => {
  it.each([
    [{ depId: 1499, page: 1, limit: 15 }, { depId: 1499 }],
    [{ a: '', b: '  ', c: null, d: undefined, e: [] }, {}],
    [
      { zero: 0, no: false, text: '张三' },
      { zero: 0, no: false, text: '张三' },
    ],
  ])('%j → %j', (params, expected) => {
    expect(exportParams(params)).toEqual(expected);
  });
});
