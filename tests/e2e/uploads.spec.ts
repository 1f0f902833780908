// Image upload journey in Chromium (01 §5, §8; 02 §9) under the console's CSP: 平面地图 → 新增 → a real PNG
// is uploaded through uploadFile/v2, 上传成功, and its preview is served (inline, sandboxed, nosniff) and
// shown; a page disguised as a .png passes the widget's extension check but the server refuses it by
// content and the widget shows the server's message. No CSP violation is reported (fixtures.ts checks).
import { PNG_1PX } from '../../mock-server/src/test-support/upload-samples';
import { expect, test } from './fixtures';
import { button, main, openSignedIn, watchErrors } from './module-pages';

test('平面地图: a real PNG uploads and shows; a page named .png is refused with the server message', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/estate/planeMap');
  await button(main(page), '新增').first().click();
  const form = page.getByRole('dialog', { name: '新增平面图' });
  await expect(form).toBeVisible();
  const input = form.locator('input[type="file"]');

  const uploaded = page.waitForResponse((r) => r.url().includes('/api/uploadFile/v2'));
  await input.setInputFiles({ name: '一期平面图.png', mimeType: 'image/png', buffer: PNG_1PX });
  expect(await (await uploaded).json()).toMatchObject({ code: '200' });
  await expect(page.getByText('上传成功')).toBeVisible();
  const preview = form.locator('.ant-upload-list img');
  await expect(preview).toHaveAttribute('src', /\/api\/static\/uploads\/planemap\/.+\.png$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const served = await page.request.get((await preview.getAttribute('src'))!);
  expect(served.headers()['content-security-policy']).toBe('sandbox');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');

  // remove the held image (the add button is disabled while one is held), then try a disguised page
  await form.locator('.ant-upload-list-item').hover();
  await form
    .getByRole('button', { name: /删除|delete/i })
    .first()
    .click();
  await page.getByRole('button', { name: '确定' }).last().click();
  await expect(preview).toHaveCount(0);
  const refused = page.waitForResponse((r) => r.url().includes('/api/uploadFile/v2'));
  await input.setInputFiles({
    name: '平面图.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><script>alert(localStorage.length)</script>'),
  });
  expect(await (await refused).json()).toEqual({ code: '10303', message: '请上传 jpg/png/jpeg 格式' });
  await expect(page.getByText('请上传 jpg/png/jpeg 格式')).toBeVisible();
  await expect(preview).toHaveCount(0);
  expect(errors).toEqual([]);
});
