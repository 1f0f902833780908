// Image upload widget: 01 §4 "Upload widget: empty (button shown) → holds a file (button disabled at the
// limit, may be hidden when uploadedShowBtn is false) → failed (list cleared). Delete needs
// confirmation."; 01 §5 / 02 §5 "Image upload" (types, size limit, hint, one image, delete confirm);
// 01 §8 / 02 §8 "failure 图片上传失败，请重试 (list cleared; older widget also resets its upload token);
// success 上传成功; non-200 code shows server message"; 02 §4 "after success it shows the picture with
// delete and zoom"; 02 §7 uploadFile/v2 and object storage; 02 §9 stored file name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderInApp } from '../testing';
import { ImageUpload, type ImageUploadProps, type UploadedImage } from './ImageUpload';

const RESULT = { url: 'estate/k3N9.png', urlShow: '/api/static/uploads/estate/k3N9.png' };
const TOKEN = {
  accessid: 'STS.mock',
  dir: 'estate/20260318/',
  policy: 'cG9saWN5',
  security_token: 'CAISmock',
  signature: 'c2ln',
  host: '/api/static/oss',
  expire: Math.floor(Date.now() / 1000) + 1800,
};

function image(name: string, size = 1024, type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}

function Harness(props: Partial<ImageUploadProps> & { initial?: UploadedImage; spy?: (v: unknown) => void }) {
  const { initial, spy, ...rest } = props;
  const [value, setValue] = useState<UploadedImage | undefined>(initial);
  return (
    <ImageUpload
      type="estate"
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        spy?.(next);
      }}
    />
  );
}

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

const addButton = () => screen.queryByRole('button', { name: '上传图片' }) as HTMLButtonElement | null;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ImageUpload', () => {
  it('01 §5 empty: the add button and the default hint (jpg/png/jpeg, 100 KB, one image)', () => {
    const { container } = renderInApp(<Harness />);
    expect(addButton()?.disabled).toBe(false);
    expect(screen.getByText('支持 jpg/png/jpeg 格式，大小不超过100KB，最多1张')).toBeTruthy();
    expect(container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('.jpg,.png,.jpeg');
  });

  it.each<[string, string]>([
    ['photo.gif', 'image/gif'],
    ['photo.bmp', 'image/bmp'],
    ['photo.png.exe', 'application/octet-stream'],
    ['<script>.png', 'text/html'],
  ])("01 §5 %s is refused with '请上传 jpg/png/jpeg 格式' and nothing is sent", async (name, type) => {
    const { container } = renderInApp(<Harness />);
    choose(container, image(name, 10, type));
    expect(await screen.findByText('请上传 jpg/png/jpeg 格式')).toBeTruthy();
    expect(addButton()?.disabled).toBe(false);
  });

  it.each<[number | undefined, number, string]>([
    [undefined, 101 * 1024, '图片大小不能超过100KB，请重新上传'],
    [500, 501 * 1024, '图片大小不能超过500KB，请重新上传'],
    [1024, 1025 * 1024, '图片大小不能超过1M，请重新上传'],
  ])('01 §5 size limit %s KB: %d bytes → %s', async (maxSizeKb, size, message) => {
    const { container } = renderInApp(<Harness {...(maxSizeKb === undefined ? {} : { maxSizeKb })} />);
    choose(container, image('big.jpg', size, 'image/jpeg'));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('01 §8 success: 上传成功, the picture is held and the button is disabled at the limit', async () => {
    const route = mockApi('POST', '/uploadFile/v2', { code: '200', message: '上传成功', data: RESULT });
    const spy = vi.fn();
    const { container } = renderInApp(<Harness spy={spy} />);
    choose(container, image('南门.png'));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    expect(spy).toHaveBeenCalledWith(RESULT);
    expect(route.calls[0]?.fields.type).toBe('estate');
    await waitFor(() => expect(container.querySelector(`img[src="${RESULT.urlShow}"]`)).toBeTruthy());
    expect(addButton()?.disabled).toBe(true);
  });

  it('01 §4 uploadedShowBtn false hides the button while an image is held', () => {
    renderInApp(<Harness initial={RESULT} uploadedShowBtn={false} />);
    expect(addButton()).toBeNull();
  });

  it('02 §8 a non-200 code shows the server message and leaves the widget empty', async () => {
    mockApi('POST', '/uploadFile/v2', { code: '10301', message: '上传的文件大小超过限制' });
    const spy = vi.fn();
    const { container } = renderInApp(<Harness spy={spy} maxSizeKb={false} />);
    choose(container, image('a.png'));
    expect(await screen.findByText('上传的文件大小超过限制')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item')).toBeNull());
    expect(spy).not.toHaveBeenCalled();
    expect(addButton()?.disabled).toBe(false);
  });

  it('01 §8 any other failure shows 图片上传失败，请重试 and clears the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi('POST', '/uploadFile/v2', '<html>bad gateway</html>');
    const { container } = renderInApp(<Harness />);
    choose(container, image('a.jpeg', 10, 'image/jpeg'));
    expect(await screen.findByText('图片上传失败，请重试')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item')).toBeNull());
  });

  it('01 §5 delete asks 确认删除该图片? (提示, 确定/取消); 取消 keeps the image, 确定 removes it', async () => {
    const spy = vi.fn();
    const { container } = renderInApp(<Harness initial={RESULT} spy={spy} />);
    await userEvent.click(screen.getByTitle('删除文件'));
    let dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(within(dialog).getByText('确认删除该图片?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(spy).not.toHaveBeenCalled();
    expect(container.querySelector('.ant-upload-list-item')).toBeTruthy();

    await userEvent.click(screen.getByTitle('删除文件'));
    dialog = await screen.findByRole('dialog', { name: '提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(spy).toHaveBeenCalledWith(undefined);
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item')).toBeNull());
    expect(addButton()?.disabled).toBe(false);
  });

  it('02 §4 the held picture can be previewed and zoomed', async () => {
    renderInApp(<Harness initial={RESULT} />);
    await userEvent.click(screen.getByTitle('预览文件'));
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).toBeTruthy());
    const preview = document.querySelector('.ant-image-preview') as HTMLElement;
    expect(preview.querySelector(`img[src="${RESULT.urlShow}"]`)).toBeTruthy();
    expect(within(preview).getByRole('img', { name: 'zoom-in' })).toBeTruthy();
  });

  it('disabled: no delete and no upload', () => {
    renderInApp(<Harness initial={RESULT} disabled />);
    expect(screen.queryByTitle('删除文件')).toBeNull();
    expect(addButton()?.disabled).toBe(true);
  });
});

describe('ImageUpload, older widget (object storage)', () => {
  it('01 §5 also takes bmp; 02 §4 fetches a token when missing and posts to its host', async () => {
    const token = mockApi('POST', '/startupload/v1', { code: '200', data: TOKEN });
    const oss = mockApi('POST', '/static/oss', { key: 'x' });
    const spy = vi.fn();
    const { container } = renderInApp(<Harness legacy spy={spy} />);
    expect(screen.getByText('支持 jpg/png/jpeg/bmp 格式，大小不超过100KB，最多1张')).toBeTruthy();
    choose(container, image('scan.bmp', 10, 'image/bmp'));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    expect(token.calls[0]?.fields.type).toBe('estate');
    const key = oss.calls[0]!.fields.key!;
    expect(key).toMatch(/^estate\/20260318\/[A-Za-z0-9]{16}\d{13}\.bmp$/);
    expect(spy).toHaveBeenCalledWith({ url: key, urlShow: `${location.origin}/api/static/oss/${key}` });
  });

  it('01 §8 a failure resets the token, so the next upload asks for a new one', async () => {
    const token = mockApi('POST', '/startupload/v1', { code: '200', data: TOKEN });
    mockApi('POST', '/static/oss', { code: 'AccessDenied' }, 403);
    const { container } = renderInApp(<Harness legacy />);
    choose(container, image('a.jpg', 10, 'image/jpeg'));
    expect(await screen.findByText('图片上传失败，请重试')).toBeTruthy();
    mockApi('POST', '/static/oss', { key: 'x' });
    choose(container, image('b.jpg', 10, 'image/jpeg'));
    expect(await screen.findByText('上传成功')).toBeTruthy();
    expect(token.calls).toHaveLength(2);
  });
});
