// The 住户 form (Resident declaration over the engine's ResourceForm) in jsdom: what is typed reaches the
// form, and 身份证号 follows the shared ID-card rule with the spec's message (02 §5 证件格式不正确).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/components/testing';
import { declaredFields } from '@/list-page/declared-fields';
import { ResourceForm } from '@/list-page/ResourceForm';
import { metaOf } from '@/list-page/types';
import { residentDeclaration } from './resident';

function Harness({ onForm }: { onForm: (form: FormInstance) => void }) {
  const [form] = Form.useForm();
  onForm(form);
  const meta = metaOf('Resident');
  const fields = declaredFields(meta, residentDeclaration).form.filter((f) =>
    ['userName', 'cardNo'].includes(f.key),
  );
  return <ResourceForm meta={meta} form={form} fields={fields} />;
}

describe('住户 form (02 §2 Resident)', { timeout: 30000 }, () => {
  it('02 §5: typed values reach the form and a bad ID number shows 证件格式不正确', async () => {
    let form: FormInstance | undefined;
    renderInApp(<Harness onForm={(f) => (form = f)} />);
    await userEvent.type(screen.getByLabelText('姓名'), '张伟');
    await userEvent.type(screen.getByLabelText('身份证号'), '440106198503122812');
    await expect(form!.validateFields()).rejects.toBeDefined();
    expect(await screen.findByText('证件格式不正确')).toBeTruthy();
    expect(form!.getFieldValue('userName')).toBe('张伟');
    await userEvent.clear(screen.getByLabelText('身份证号'));
    await userEvent.type(screen.getByLabelText('身份证号'), '440106198503122811');
    await waitFor(() => expect(screen.queryByText('证件格式不正确')).toBeNull());
    expect(await form!.validateFields()).toMatchObject({ userName: '张伟', cardNo: '440106198503122811' });
  });
});
