// 更新账户信息 without a session (01 §2.1, §2.4.1; docs/adr/0065): the account's user name and password,
// then its profile; a wrong password is refused with the server's message and keeps the form; a save
// goes to the login page and the account signs in with the new details. 短信测试 takes the number's
// country calling code (CountryCodeSelect, 01 §2.11).
import { expect, login, test } from './fixtures';
import { openSignedIn, watchErrors } from './module-pages';

test('/updateAccount without a session: user name and password, then the profile; saved, it signs in with them', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  await page.goto('/#/updateAccount');
  await expect(page.getByRole('heading', { name: '更新账户信息' })).toBeVisible();
  const save = page.getByRole('button', { name: /保\s?存/ });
  await save.click();
  for (const text of ['请输入用户名', '请输入密码', '请输入真实姓名', '请输入手机号码'])
    await expect(page.getByText(text, { exact: true })).toBeVisible();

  await page.getByLabel('用户名').fill('newuser');
  await page.getByLabel('密码').fill('Wrong@2026');
  await page.getByLabel('真实姓名').fill('李新民');
  await page.getByLabel('手机号码').fill('13911112222');
  await page.getByLabel('电子邮箱').fill('lixm@zhsq.example.cn');
  await page.screenshot({ path: testInfo.outputPath('update-account-form.png') });
  await save.click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/#\/updateAccount/);
  await expect(page.getByLabel('真实姓名')).toHaveValue('李新民');

  await page.getByLabel('密码').fill('Newuser@2026');
  await save.click();
  // The login page says it beside its form, and keeps saying it (not a toast that went with the page).
  await expect(page).toHaveURL(/#\/login/);
  const updated = page.locator('form[name="login"]').getByRole('alert');
  await expect(updated).toHaveText('账户信息已更新，请登录');
  await page.screenshot({ path: testInfo.outputPath('update-account-login.png') });

  await login(page, 'newuser');
  await expect(page).toHaveURL(/#\/(perfecting|updateAccount)/);
  await expect(page.getByLabel('真实姓名')).toHaveValue('李新民');
  await expect(page.getByLabel('手机号码')).toHaveValue('13911112222');
  await expect(page.getByLabel('电子邮箱')).toHaveValue('lixm@zhsq.example.cn');
  expect(errors).toEqual([]);
});

test('短信测试: a Hong Kong number with +852 gets its code and is checked', async ({ page }, testInfo) => {
  const errors = watchErrors(page);
  await openSignedIn(page, '/#/sms/index');
  await page.getByRole('main').getByRole('button', { name: '短信测试' }).click();
  const sms = page.getByRole('dialog', { name: '短信测试' });
  const codeBox = sms.getByRole('combobox', { name: '国家/地区区号' });
  await expect(sms.getByText('+86', { exact: true })).toBeVisible();
  await codeBox.click();
  await codeBox.fill('852');
  await page.locator('.ant-select-item-option').filter({ hasText: '+852 中国香港' }).click();
  await sms.getByLabel('手机号').fill('91234567');
  await page.screenshot({ path: testInfo.outputPath('sms-calling-code.png') });
  await sms.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  // The mock's code is the number's last 4 digits (docs/adr/0031).
  await sms.getByLabel('验证码').fill('4567');
  await sms.getByRole('button', { name: /校\s?验/ }).click();
  await expect(page.getByText('校验成功')).toBeVisible();
  await expect(sms).toBeHidden();
  expect(errors).toEqual([]);
});
