// The 02 §5 rules inside antd forms: messages appear under the field, the positive-integer rule waits
// for blur ("positive integer, digits only (blur)"), required variants show their own message.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import {
  amountRule,
  idCardRule,
  ipRule,
  minLengthRule,
  phoneRule,
  positiveIntegerRule,
} from '@zhsq/contract/validators/rules';
import { MoneyInput } from './NumberTextInputs';
import { renderInApp } from './testing';

describe('rules in antd forms — 02 §5', () => {
  it('positive integer (blur): nothing while typing, 只能输入正整数 on blur', async () => {
    renderInApp(
      <Form>
        <Form.Item
          label="数量"
          name="count"
          validateTrigger={['onChange', 'onBlur']}
          rules={[positiveIntegerRule()]}
        >
          <Input />
        </Form.Item>
      </Form>,
    );
    const input = screen.getByLabelText('数量');
    await userEvent.type(input, '0');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('只能输入正整数')).toBeNull();
    fireEvent.blur(input);
    expect(await screen.findByText('只能输入正整数')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    fireEvent.blur(input);
    await waitFor(() => expect(screen.queryByText('只能输入正整数')).toBeNull());
  });

  it('required phone, optional IP, ID card and minimum length on submit', async () => {
    const onFinish = vi.fn();
    renderInApp(
      <Form onFinish={onFinish}>
        <Form.Item label="电话" name="phone" rules={[phoneRule({ required: true })]}>
          <Input />
        </Form.Item>
        <Form.Item label="IP" name="ip" rules={[ipRule()]}>
          <Input />
        </Form.Item>
        <Form.Item label="证件号" name="idCard" rules={[idCardRule()]}>
          <Input />
        </Form.Item>
        <Form.Item label="卡号" name="cardNo" rules={[minLengthRule(8)]}>
          <Input />
        </Form.Item>
        <button type="submit">提交</button>
      </Form>,
    );
    await userEvent.type(screen.getByLabelText('证件号'), '110105194912310021');
    await userEvent.type(screen.getByLabelText('卡号'), '1234');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入正确电话号码')).toBeTruthy();
    expect(await screen.findByText('证件格式不正确')).toBeTruthy();
    expect(await screen.findByText('该项最小长度为8')).toBeTruthy();
    expect(screen.queryByText('请输入正确的IP地址')).toBeNull(); // optional and empty
    expect(onFinish).not.toHaveBeenCalled();
    // antd marks the required field.
    expect(screen.getByText('电话').className).toContain('ant-form-item-required');
  });

  it('amount with the money input: 请输入金额，应大于或等于0.01 until a real amount is typed', async () => {
    const onFinish = vi.fn();
    renderInApp(
      <Form onFinish={onFinish}>
        <Form.Item label="金额" name="amount" rules={[amountRule()]}>
          <MoneyInput />
        </Form.Item>
        <button type="submit">提交</button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入金额，应大于或等于0.01')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('金额'), '0.00');
    expect(await screen.findByText('请输入金额，应大于或等于0.01')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('金额'));
    await userEvent.type(screen.getByLabelText('金额'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: '12.5' }));
  });
});
