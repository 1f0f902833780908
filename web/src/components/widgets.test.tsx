// Small shared widgets of 01 §2.11: password widget, money / integer inputs, collapse toggle, empty
// data, country calling code select, delete-blocked dialog.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { COUNTRY_CALLING_CODES } from '../lib/constants/nation-codes';
import { passwordBRule } from '@zhsq/contract/validators/rules';
import { CollapseToggle } from './CollapseToggle';
import { CountryCodeSelect } from './CountryCodeSelect';
import { DeleteBlockedDialog } from './DeleteBlockedDialog';
import { EmptyData } from './EmptyData';
import { IntegerInput, MoneyInput } from './NumberTextInputs';
import { PasswordInput } from './PasswordInput';
import { renderInApp } from './testing';

function Controlled({ kind, max }: { kind: 'money' | 'integer'; max?: number }) {
  const [value, setValue] = useState('');
  const Input = kind === 'money' ? MoneyInput : IntegerInput;
  return <Input aria-label="金额" value={value} onChange={setValue} max={max} />;
}

describe('password widget — 01 §5 "a live checklist shows each rule", §2.7 新密码 (password widget)', () => {
  it('ticks each rule as it is met and labels the input with the checklist', async () => {
    renderInApp(
      <Form>
        <Form.Item label="新密码" name="newPwd" rules={[passwordBRule({ required: true })]}>
          <PasswordInput />
        </Form.Item>
      </Form>,
    );
    const input = screen.getByLabelText('新密码');
    const list = screen.getByRole('list', { name: '密码规则' });
    expect(input.getAttribute('aria-describedby')).toBe(list.id);
    expect(within(list).getAllByText('（未满足）')).toHaveLength(5);
    await userEvent.type(input, 'Admin@20');
    expect(within(list).queryAllByText('（未满足）')).toHaveLength(0);
  });

  it('01 §5 "max 18": the input takes at most 18 characters', () => {
    renderInApp(<PasswordInput aria-label="新密码" />);
    expect(screen.getByLabelText('新密码').getAttribute('maxlength')).toBe('18');
  });

  it('02 §5 password B message shows for a weak password on submit', async () => {
    const onFinish = vi.fn();
    renderInApp(
      <Form onFinish={onFinish}>
        <Form.Item label="新密码" name="newPwd" rules={[passwordBRule({ required: true })]}>
          <PasswordInput />
        </Form.Item>
        <button type="submit">提交</button>
      </Form>,
    );
    await userEvent.type(screen.getByLabelText('新密码'), 'admin2026');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('密码规则错误，请重新输入')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  });
});

describe('money and integer inputs — 01 §5 "Shared helpers"', () => {
  it.each<[string, string]>([
    ['12.345', '12.34'],
    ['1000', '999.99'],
    ['１２.５', '12.5'],
    ['abc', ''],
  ])('money: typing %j shows %j', async (typed, shown) => {
    renderInApp(<Controlled kind="money" />);
    const input = screen.getByLabelText('金额');
    await userEvent.type(input, typed);
    expect((input as HTMLInputElement).value).toBe(shown);
  });

  it('money: a dangling dot is dropped on blur', async () => {
    renderInApp(<Controlled kind="money" />);
    const input = screen.getByLabelText('金额') as HTMLInputElement;
    await userEvent.type(input, '12.');
    expect(input.value).toBe('12.');
    fireEvent.blur(input);
    expect(input.value).toBe('12');
  });

  it.each<[string, string]>([
    ['0', '1'],
    ['841', '840'],
    ['1.5', '15'],
    ['-3', '3'],
  ])('integer: typing %j shows %j', async (typed, shown) => {
    renderInApp(<Controlled kind="integer" />);
    const input = screen.getByLabelText('金额');
    await userEvent.type(input, typed);
    expect((input as HTMLInputElement).value).toBe(shown);
  });

  it('a pasted very long number is capped at once', () => {
    renderInApp(<Controlled kind="integer" max={99} />);
    const input = screen.getByLabelText('金额') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '9'.repeat(10_000) } });
    expect(input.value).toBe('99');
  });

  it('mobile keyboards get a numeric pad', () => {
    renderInApp(
      <>
        <MoneyInput aria-label="金额" />
        <IntegerInput aria-label="数量" />
      </>,
    );
    expect(screen.getByLabelText('金额').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText('数量').getAttribute('inputmode')).toBe('numeric');
  });
});

describe('collapse toggle — 01 §2.11 "collapse toggle 展开/收起"', () => {
  it('reads 展开 when collapsed and 收起 when open, with aria-expanded', async () => {
    function Toggle() {
      const [collapsed, setCollapsed] = useState(true);
      return <CollapseToggle collapsed={collapsed} onToggle={setCollapsed} controls="filters" />;
    }
    renderInApp(<Toggle />);
    const button = screen.getByRole('button', { name: '展开' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('filters');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: '收起' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('empty data — 01 §2.11 "empty-data image titled 暂无数据"', () => {
  it('shows the image titled 暂无数据 and the text', () => {
    renderInApp(<EmptyData />);
    const image = screen.getByRole('img', { name: '暂无数据' });
    expect(image.getAttribute('title')).toBe('暂无数据');
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });
});

describe('country calling code — 01 §2.11 "country calling code select", §3 list, §9 default 86', () => {
  it('reports 86 when the form has no value and shows +86', async () => {
    const onChange = vi.fn();
    renderInApp(<CountryCodeSelect aria-label="国家区号" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('86');
    expect(screen.getByText('+86')).toBeTruthy();
  });

  it('offers the 01 §3 list in order, searchable by name or code', async () => {
    const onChange = vi.fn();
    renderInApp(<CountryCodeSelect aria-label="国家区号" value="86" onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: '国家区号' });
    await userEvent.type(box, '香港');
    await userEvent.click(await screen.findByTitle('+852 中国香港'));
    expect(onChange).toHaveBeenLastCalledWith('852');
    expect(COUNTRY_CALLING_CODES.map((c) => c.code)).toEqual([
      '86',
      '853',
      '886',
      '852',
      '65',
      '60',
      '62',
      '63',
      '66',
      '673',
      '81',
      '82',
      '84',
      '850',
      '671',
      '855',
      '856',
      '976',
      '977',
      '91',
      '1',
      '7',
      '44',
    ]);
  });

  it('a code typed with + is found too', async () => {
    const onChange = vi.fn();
    renderInApp(<CountryCodeSelect aria-label="国家区号" value="86" onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: '国家区号' }), '+44');
    await userEvent.click(await screen.findByTitle('+44 英国'));
    expect(onChange).toHaveBeenLastCalledWith('44');
  });
});

describe('delete-blocked dialog — 01 §2.11, 02 §8 "操作提示: 请解绑以下关系后才能正常删除 … 知道了"', () => {
  it('lists relations ticked or crossed and closes with 知道了', async () => {
    const onClose = vi.fn();
    renderInApp(
      <DeleteBlockedDialog
        open
        onClose={onClose}
        relations={[
          { label: '住户', ok: false },
          { label: '门禁卡', ok: true },
        ]}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('操作提示')).toBeTruthy();
    expect(within(dialog).getByText('请解绑以下关系后才能正常删除')).toBeTruthy();
    const items = within(within(dialog).getByRole('list', { name: '关联关系' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([' 住户（需解绑）', ' 门禁卡（已解绑）']);
    await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
  });
});
