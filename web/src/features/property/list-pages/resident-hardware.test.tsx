// The 住户 form's desktop-hardware fields (02 §7): 读取身份证 beside 身份证号 fills the form from the
// IDR210 reader (desktop client only), 指静脉 shows 已采集 / 未采集 and collects through the dialog.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type FormInstance } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Hardware from '@/lib/desktop/hardware';
import { renderInApp } from '@/components/testing';
import { readIdCard, uploadLocalPhoto, type IdCardInfo } from '@/lib/desktop/hardware';
import { DesktopError } from '@/lib/desktop/local-fetch';
import { declaredFields } from '@/list-page/declared-fields';
import { ResourceForm } from '@/list-page/ResourceForm';
import { metaOf, type Row } from '@/list-page/types';
import { residentDeclaration } from './resident';

vi.mock('@/lib/desktop/hardware', async (importOriginal) => ({
  ...(await importOriginal<typeof Hardware>()),
  readIdCard: vi.fn(),
  uploadLocalPhoto: vi.fn(),
}));

const CLIENT_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36 ZhsqQtClient/1.0.8';
const PLAIN_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36';

const CARD: IdCardInfo = {
  name: '李秀英',
  gender: '女',
  nation: '汉',
  birthday: '1990-04-12',
  address: '广东省广州市天河区体育西路 100 号',
  idNumber: '440106199004121220',
  issuingAuthority: '广州市公安局天河分局',
  validFrom: '2020-05-01',
  validTo: '2040-05-01',
  photo: 'iVBORw0KGgo=',
  photoPath: 'C:\\ProgramData\\ZhsqServiceControl\\idcard\\440106199004121220.png',
};

function Harness({ onForm, row }: { onForm: (form: FormInstance) => void; row?: Row }) {
  const [form] = Form.useForm();
  onForm(form);
  const meta = metaOf('Resident');
  const fields = declaredFields(meta, residentDeclaration).form.filter((f) =>
    ['userName', 'gender', 'cardNo', 'faceImage', 'fingerVeinFile'].includes(f.key),
  );
  return <ResourceForm meta={meta} form={form} fields={fields} row={row} />;
}

function renderForm(row?: Row) {
  let form: FormInstance | undefined;
  renderInApp(<Harness onForm={(f) => (form = f)} row={row} />);
  return () => form!;
}

const withUserAgent = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);

beforeEach(() => {
  vi.mocked(readIdCard).mockReset();
  vi.mocked(uploadLocalPhoto).mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('住户 form: 读取身份证 (02 §7 idr210_reader/read)', { timeout: 30000 }, () => {
  it('fills name, gender, ID number and the empty face photo from the card', async () => {
    withUserAgent(CLIENT_UA);
    vi.mocked(readIdCard).mockResolvedValue(CARD);
    vi.mocked(uploadLocalPhoto).mockResolvedValue({
      url: 'account_info/p.png',
      urlShow: '/api/static/uploads/account_info/p.png',
    });
    const form = renderForm();
    await userEvent.click(screen.getByText('读取身份证'));
    await waitFor(() => expect(form().getFieldValue('faceImage')).toBeDefined());
    expect(form().getFieldsValue(['userName', 'gender', 'cardNo', 'faceImage'])).toEqual({
      userName: '李秀英',
      gender: 2,
      cardNo: '440106199004121220',
      faceImage: '/api/static/uploads/account_info/p.png',
    });
    expect(uploadLocalPhoto).toHaveBeenCalledWith(CARD.photoPath);
    expect((screen.getByLabelText('身份证号') as HTMLInputElement).value).toBe('440106199004121220');
  });

  it('02 §8: no card on the reader shows the helper message and leaves the form untouched', async () => {
    withUserAgent(CLIENT_UA);
    vi.mocked(readIdCard).mockRejectedValue(new DesktopError('请放置身份证'));
    const form = renderForm();
    await userEvent.type(screen.getByLabelText('姓名'), '张伟');
    await userEvent.click(screen.getByText('读取身份证'));
    expect(await screen.findByText('请放置身份证')).toBeTruthy();
    expect(form().getFieldsValue(['userName', 'cardNo', 'gender'])).toEqual({
      userName: '张伟',
      cardNo: undefined,
      gender: undefined,
    });
    expect(uploadLocalPhoto).not.toHaveBeenCalled();
  });

  it('02 §8: outside the desktop client says 请在QT客户端上使用此功能 and reads nothing', async () => {
    withUserAgent(PLAIN_UA);
    renderForm();
    await userEvent.click(screen.getByText('读取身份证'));
    expect(await screen.findByText('请在QT客户端上使用此功能')).toBeTruthy();
    expect(readIdCard).not.toHaveBeenCalled();
  });
});

describe('住户 form: 指静脉', { timeout: 30000 }, () => {
  it('shows 未采集 without a template, 已采集 with one; outside the client the dialog does not open', async () => {
    withUserAgent(PLAIN_UA);
    renderForm({ id: 7, fingerVeinFile: 'fv/a.dat' } as Row);
    expect(await screen.findByText('已采集')).toBeTruthy();
    await userEvent.click(screen.getByText('清除'));
    expect(await screen.findByText('未采集')).toBeTruthy();
    await userEvent.click(screen.getByText('指静脉采集'));
    expect(await screen.findByText('请在QT客户端上使用此功能')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
