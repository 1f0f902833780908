// The desktop bridges end to end (01 §2.4.6–7, §2.11, §5, §8; 02 §4, §7, §8): the console in the
// desktop client (user-agent marker) against the hardware simulators started here on the local ports,
// faults through /__sim/faults and /__mock/faults, cloud accounts through /__mock/cloud-accounts.
import type { Page } from '@playwright/test';
import type { RunningSimulators } from '../../hardware-sim/src/server';
import {
  breadcrumb,
  button,
  main,
  openSignedIn,
  pickHouse,
  pickOption,
  rows,
  signIn,
  visibleForm,
} from './module-pages';
import {
  DESKTOP_CLIENT_UA,
  apiFault,
  assertLocalPortsFree,
  cloudAccounts,
  expect,
  simControl,
  simState,
  test as simTest,
} from './sim-fixtures';

/** `running`: the simulators on the default ports, started before the journey that asks for them. */
const test = simTest.extend<{ running: RunningSimulators }>({
  running: async ({ sims }, use) => {
    await use(await sims.start());
  },
});

const MONITOR = '/#/security/videoMonitor';
const EZVIZ = '/#/security/ezvizVideo';
const FACE = '/#/user/FaceManagement';
const KEY_CARD = '/#/factory/keyWritingCard';
const RESIDENTS = '/#/user/resident';
const ACCESS_CARDS = '/#/card/list';

const storedQtPort = (page: Page) => page.evaluate(() => localStorage.getItem('zhsq_qt_port'));

test.beforeAll(async () => {
  await assertLocalPortsFree();
});

test.describe('outside the desktop client', () => {
  test('§8 video monitoring says 请在QT客户端上使用此功能', async ({ page }) => {
    // Visited pages stay mounted, hidden (keep-alive tabs): only the page on show counts.
    const notice = page.getByText('请在QT客户端上使用此功能').filter({ visible: true });
    await openSignedIn(page, MONITOR);
    await expect(notice).toBeVisible();
    await page.goto(EZVIZ);
    await expect(notice).toBeVisible();
    await expect(breadcrumb(page)).toContainText('云视频');
  });

  test('§2.11 the camera says 请在QT客户端进行拍照', async ({ page }) => {
    await openSignedIn(page, FACE);
    await page.getByRole('button', { name: '拍照' }).click();
    await expect(page.getByText('请在QT客户端进行拍照')).toBeVisible();
  });
});

test.describe('inside the desktop client', () => {
  test.use({ userAgent: DESKTOP_CLIENT_UA });

  test('视频监控 opens the monitor window, syncs the channels and previews a channel', async ({
    page,
    running,
    request,
  }, testInfo) => {
    await openSignedIn(page, MONITOR);
    await expect(page.getByText('已打开')).toBeVisible();
    await expect(page.getByText('全量同步')).toBeVisible();
    const state = await simState(request, running);
    const windows = (state.video as { windows: { windowId: string; username: string; deps: unknown[] }[] })
      .windows;
    expect(windows).toHaveLength(1);
    expect(windows[0]!.username).toBe('平台默认萤石账号');
    expect(windows[0]!.deps.length).toBeGreaterThan(0);
    await expect(page.getByText(windows[0]!.windowId)).toBeVisible();
    expect(await storedQtPort(page)).toBe('{"value":8081}');
    // The helper got the signed-in account (software/set_account_info).
    expect((state.software as { account: { userName: string } }).account.userName).toBe('admin');
    await page.screenshot({ path: testInfo.outputPath('monitor-page.png'), fullPage: true });

    // Coming back: the window is reused and the sync is incremental.
    await page.getByRole('button', { name: '重新打开并同步' }).click();
    await expect(page.getByText('已在运行')).toBeVisible();
    await expect(page.getByText('增量同步')).toBeVisible();

    // Preview one channel through the helper.
    const firstRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: '预览' }) })
      .first();
    await firstRow.getByRole('button', { name: '预览' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('设备密码').fill('Hik12345');
    await dialog.getByRole('button', { name: '打开预览' }).click();
    await expect(page.getByText(/已打开监控窗口：/)).toBeVisible();
    const after = await simState(request, running);
    expect((after.monitorWindows as unknown[]).length).toBe(1);
  });

  test('§8 a channel the helper cannot play: 播放失败 with the reason', async ({ page, sims }) => {
    await sims.start();
    await openSignedIn(page, MONITOR);
    await expect(page.getByText('已打开')).toBeVisible();
    // Channel 4 of any simulated NVR is offline.
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: '4', exact: true }) })
      .first();
    await row.getByRole('button', { name: '预览' }).click();
    await page.getByRole('dialog').getByLabel('设备密码').fill('Hik12345');
    await page.getByRole('dialog').getByRole('button', { name: '打开预览' }).click();
    await expect(page.getByText('播放失败')).toBeVisible();
    await expect(page.getByText(/离线，无法预览/)).toBeVisible();
  });

  test('§2.4.7 several cloud accounts: radio dialog, platform default labelled', async ({
    page,
    running,
    request,
  }, testInfo) => {
    await openSignedIn(page, EZVIZ);
    const dialog = page.getByRole('dialog', { name: '选择萤石云账号' });
    await expect(dialog).toBeVisible();
    const radios = dialog.getByRole('radio');
    await expect(radios).toHaveCount(3);
    await expect(dialog.getByText('平台默认账号', { exact: true })).toBeVisible();
    await expect(radios.first()).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath('ezviz-dialog.png') });
    await dialog.getByText('天河物业萤石账号').click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('已打开')).toBeVisible();
    await expect(page.getByText(/共 \d+ 台设备/)).toBeVisible();
    const windows = ((await simState(request, running)).video as { windows: { username: string }[] }).windows;
    expect(windows.map((w) => w.username)).toEqual(['天河物业萤石账号']);
    await page.screenshot({ path: testInfo.outputPath('ezviz-devices.png'), fullPage: true });
  });

  test('§2.4.7 one cloud account opens directly', async ({ page, sims, request, baseURL }) => {
    await sims.start();
    await cloudAccounts(request, baseURL, [1]);
    await openSignedIn(page, EZVIZ);
    await expect(page.getByText('已打开')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('平台默认萤石账号').first()).toBeVisible();
  });

  test('§2.4.7 no cloud account: complete the configuration first', async ({
    page,
    sims,
    request,
    baseURL,
  }) => {
    await sims.start();
    await cloudAccounts(request, baseURL, []);
    await openSignedIn(page, EZVIZ);
    await expect(
      page.getByRole('main').getByText('请先在应用参数中完成云摄像头配置', { exact: true }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/应用参数/)
        .last(),
    ).toBeVisible();
  });

  test('§2.11 拍照: the helper shoots and uploads, the face check passes (采集成功)', async ({
    page,
    running,
    request,
  }) => {
    await openSignedIn(page, FACE);
    // 01 §2.11 optional remove-background: passed to take_photo.
    await page.getByRole('switch', { name: '去除背景' }).click();
    await page.getByRole('button', { name: '拍照' }).click();
    await expect(page.getByText('采集成功')).toBeVisible();
    const photo = page.getByRole('img', { name: /^zhsq_.*\.jpg$/ });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('src', /\/api\/static\/uploads\/account_info\//);
    // The uploaded file decodes in the browser.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    const captures = (
      (await simState(request, running)).camera as {
        captures: { outcome: string; removeBackground: boolean }[];
      }
    ).captures;
    expect(captures.map((c) => [c.outcome, c.removeBackground])).toEqual([['success', true]]);

    // Delete with confirmation.
    await page.getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(photo).toHaveCount(0);
    await expect(page.getByRole('button', { name: '拍照' })).toBeVisible();
  });

  test('§8 face check 3145: 人脸校验达到上限 dialog', async ({ page, sims, request, baseURL }) => {
    await sims.start();
    await openSignedIn(page, FACE);
    await apiFault(request, baseURL, { path: '/u_m/checkFace/v1', code: '3145' });
    await page.getByRole('button', { name: '拍照' }).click();
    const dialog = page.getByRole('dialog', { name: '人脸校验达到上限' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/如需增加请联系客服/)).toBeVisible();
    await dialog.getByRole('button', { name: '知道了' }).click();
    await expect(page.getByRole('img', { name: /^zhsq_/ })).toHaveCount(0);
  });

  test('§8 photo upload failure: 照片无法上传', async ({ page, sims, request, baseURL }) => {
    await sims.start();
    await openSignedIn(page, FACE);
    await apiFault(request, baseURL, { path: '/uploadFile/v1', code: '10301' });
    await page.getByRole('button', { name: '拍照' }).click();
    await expect(page.getByText('照片无法上传')).toBeVisible();
    await expect(page.getByRole('img', { name: /^zhsq_/ })).toHaveCount(0);
  });

  test('§4 port retry: helper down on 8081, up on 8083 → found and stored as qt_port', async ({
    page,
    sims,
  }) => {
    await sims.start(8083);
    await openSignedIn(page, MONITOR);
    await expect(page.getByText('已打开')).toBeVisible();
    await expect(page.getByText(/（端口 8083）/)).toBeVisible();
    expect(await storedQtPort(page)).toBe('{"value":8083}');
    // The websocket follows the port (8084): the camera works.
    await page.goto(FACE);
    await page.getByRole('button', { name: '拍照' }).click();
    await expect(page.getByText('采集成功')).toBeVisible();
  });

  test('§8 helper down everywhere: 请重启QT服务控件 and the install prompt', async ({ page }) => {
    // No simulator runs: every port of the retry refuses at once.
    await openSignedIn(page, MONITOR);
    await expect(page.getByText('请重启QT服务控件')).toBeVisible();
    const download = page.getByRole('link', { name: /下载服务控件/ });
    await expect(download).toHaveAttribute('href', '/api/static/uploads/client/zhsq-qt-service-1.0.8.zip');
    await expect(download).toHaveText('下载服务控件 v1.0.8');
    expect(await storedQtPort(page)).toBeNull();
    // The camera offers the same prompt.
    await page.goto(FACE);
    await page.getByRole('button', { name: '拍照' }).click();
    await expect(page.getByRole('dialog').getByText('请重启QT服务控件')).toBeVisible();
  });

  test('§8 install prompt falls back to the fixed installer when latestQtVer fails', async ({
    page,
    request,
    baseURL,
  }) => {
    await apiFault(request, baseURL, { path: '/f_pm/latestQtVer/v1', code: '20999', times: 5 });
    await openSignedIn(page, MONITOR);
    const download = page.getByRole('link', { name: /下载服务控件/ });
    await expect(download).toHaveText('下载服务控件');
    await expect(download).toHaveAttribute('href', '/api/static/uploads/client/zhsq-qt-service-1.0.8.zip');
    const zip = await request.get(`${baseURL}/api/static/uploads/client/zhsq-qt-service-1.0.8.zip`);
    expect(zip.ok()).toBe(true);
  });

  test('§8 video control missing: 请重启视频监控服务控件 and its installer', async ({
    page,
    running,
    request,
    baseURL,
  }) => {
    await simControl(request, running, 'faults', { target: 'video', mode: 'down' });
    await openSignedIn(page, MONITOR);
    await expect(page.getByRole('main').getByText('请重启视频监控服务控件', { exact: true })).toBeVisible();
    await expect(page.getByText('播放失败')).toBeVisible();
    const download = page.getByRole('link', { name: '下载视频监控控件' });
    await expect(download).toHaveAttribute('href', '/api/static/uploads/client/zhsq-video-service-1.0.0.zip');
    const zip = await request.get(`${baseURL}/api/static/uploads/client/zhsq-video-service-1.0.0.zip`);
    expect(zip.ok()).toBe(true);

    // The service is back: 重试 opens the window.
    await simControl(request, running, 'faults', { target: 'video', mode: 'off' });
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('已打开')).toBeVisible();
  });

  test('§8 the video service answers a failure code: its message is shown', async ({
    page,
    running,
    request,
  }) => {
    await simControl(request, running, 'faults', { target: 'video', mode: 'error', times: 1 });
    await openSignedIn(page, MONITOR);
    await expect(page.getByText('监控窗口打开失败')).toBeVisible();
    await expect(page.getByText('请重启视频监控服务控件').first()).toBeVisible();
    // Not an install case: no download button.
    await expect(page.getByRole('link', { name: '下载视频监控控件' })).toHaveCount(0);
  });

  test('门禁卡认证 writes the authentication card and reads it back through the IC reader', async ({
    page,
    running,
    request,
  }, testInfo) => {
    await openSignedIn(page, KEY_CARD);
    const sectorKey = page.getByLabel('扇区密钥');
    await sectorKey.fill('a1b2c3d4e5f6');

    // No card on the reader: the helper's message.
    await page.getByRole('button', { name: '写入认证卡' }).click();
    await expect(page.getByRole('main').getByText('请放置卡片')).toBeVisible();

    // A user card is refused.
    await simControl(request, running, 'card', {
      reader: 'ic',
      action: 'place',
      card: { cardType: 'user', key_encrypt: true },
    });
    await page.getByRole('button', { name: '写入认证卡' }).click();
    await expect(page.getByRole('main').getByText('该卡为用户卡，请先格式化')).toBeVisible();

    // A blank card becomes a system card; the read-back matches.
    await simControl(request, running, 'card', { reader: 'ic', action: 'remove' });
    await simControl(request, running, 'card', {
      reader: 'ic',
      action: 'place',
      card: { cardNo: '5A3C9E01' },
    });
    await page.getByRole('button', { name: '写入认证卡' }).click();
    await expect(page.getByText('认证卡写入成功，回读校验一致')).toBeVisible();
    await expect(page.getByText('系统卡（认证卡）')).toBeVisible();
    await expect(page.getByText('5A3C9E01')).toBeVisible();
    const ic = ((await simState(request, running)).readers as { ic: { type: string } }).ic;
    expect(ic.type).toBe('system');
    await page.screenshot({ path: testInfo.outputPath('key-card.png') });

    // 认证日志 holds the write and the read-back check of this card, under today's batch.
    await page.goto('/#/factory/AuthenticationLog');
    const records = page.locator('main .ant-table-row:visible').filter({ hasText: '5A3C9E01' });
    await expect(records).toHaveCount(2);
    await expect(records.filter({ hasText: '写系统卡' })).toContainText('成功');
    await expect(records.filter({ hasText: '回读校验' })).toContainText('系统管理员');
  });
});

test.describe('hardware in the business pages', () => {
  test.use({ userAgent: DESKTOP_CLIENT_UA });
  // Each journey fills or edits a whole form around the hardware step.
  test.describe.configure({ timeout: 60_000 });

  test('住户 add: 读取身份证 fills the form from the IDR210 reader; saved, the resident is listed', async ({
    page,
    running,
    request,
  }, testInfo) => {
    await openSignedIn(page, RESIDENTS);
    await expect(rows(page).first()).toBeVisible();
    await button(main(page), '新增').click();
    const form = visibleForm(page);
    const read = button(form, '读取身份证');

    // 02 §8: no card on the reader → the helper's message, nothing filled.
    await read.click();
    await expect(page.getByText('请放置身份证')).toBeVisible();
    await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('');

    await simControl(request, running, 'card', {
      reader: 'idr210',
      action: 'place',
      card: { name: '李秀英', gender: '女' },
    });
    const idNumber = ((await simState(request, running)).readers as { idr210: { idNumber: string } }).idr210
      .idNumber;
    await read.click();
    await expect(form.getByLabel('姓名', { exact: true })).toHaveValue('李秀英');
    await expect(form.getByLabel('身份证号', { exact: true })).toHaveValue(idNumber);
    await expect(form.locator('.ant-form-item').filter({ hasText: '性别' })).toContainText('女');
    // The card photo, uploaded by the helper, is the face photo.
    await expect(
      form.locator('img.ant-upload-list-item-image[src*="/api/static/uploads/account_info/"]'),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('resident-id-card.png') });

    await form.getByLabel('手机号', { exact: true }).fill('13712345679');
    await pickOption(page, form, '住户类型', '租客');
    await pickHouse(page, form, ['阳光雅居', '1栋', '一单元', '101']);
    await button(main(page), '保存').click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(rows(page).filter({ hasText: '李秀英' }).filter({ hasText: '13712345679' })).toBeVisible();
  });

  test('住户 edit: 指静脉采集 shows progress, 终止 stops it, a collection is uploaded and saved (已采集)', async ({
    page,
    running,
    request,
  }, testInfo) => {
    // Through the login page, not openSignedIn: opened as the first page, the list's first row was once
    // another resident by the time 编辑 was clicked (the row read below must be the row edited).
    await signIn(page);
    await page.goto(RESIDENTS);
    const first = rows(page).first();
    await expect(first).toBeVisible();
    const phone = (
      await first
        .locator('td')
        .filter({ hasText: /^1[3-9]\d{9}$/ })
        .first()
        .innerText()
    ).trim();
    await button(first, '编辑').click();
    const form = visibleForm(page);
    await expect(form.getByLabel('手机号', { exact: true })).toHaveValue(phone);
    await expect(form.getByText('未采集')).toBeVisible();

    // Presses one by one: the dialog shows the helper's progress; 终止 stops the collection.
    await simControl(request, running, 'finger', { autoPress: false });
    await button(form, '指静脉采集').click();
    const dialog = page.getByRole('dialog', { name: '指静脉采集' });
    await button(dialog, '开始采集').click();
    await expect(dialog.getByText('请将手指放在指静脉采集仪上')).toBeVisible();
    await simControl(request, running, 'finger', { action: 'press' });
    await expect(dialog.getByText('第 1 次采集成功，请移开手指后再次放置')).toBeVisible();
    await expect(dialog.getByText('1/3')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('finger-vein-dialog.png') });
    await button(dialog, '终止').click();
    await expect(dialog.getByText('已终止采集')).toBeVisible();
    const stopped = (await simState(request, running)).fingerVein as { active: unknown };
    expect(stopped.active).toBeNull();

    // All presses at once: the template is uploaded to /api/uploadFVFile/v1 and kept on the resident.
    await simControl(request, running, 'finger', { autoPress: true });
    await button(dialog, '开始采集').click();
    await expect(dialog).toBeHidden();
    await expect(form.getByText('已采集')).toBeVisible();
    await button(main(page), '保存').click();
    await expect(page.getByText('编辑成功')).toBeVisible();
    const row = rows(page).filter({ hasText: phone }).first();
    await button(row, '详情').click();
    const detail = page.locator('.ant-drawer').filter({ visible: true });
    await expect(detail.getByText('已采集')).toBeVisible();
  });

  test('门禁卡列表 写卡: writes the IC card and reads it back (写卡成功); no card → 请放置卡片', async ({
    page,
    running,
    request,
  }, testInfo) => {
    await openSignedIn(page, ACCESS_CARDS);
    // An IC card in use gets the number of the physical card the test places on the reader.
    const card = rows(page)
      .filter({ has: page.getByRole('button', { name: '写卡' }) })
      .first();
    await expect(card).toBeVisible();
    await button(card, '编辑').click();
    const editor = page.getByRole('dialog', { name: '编辑门禁卡' });
    await editor.getByLabel('卡号', { exact: true }).fill('5A3C9E02');
    await button(editor, '保存').click();
    await expect(page.getByText('编辑成功')).toBeVisible();
    const row = rows(page).filter({ hasText: '5A3C9E02' });
    await button(row, '写卡').click();
    const dialog = page.getByRole('dialog', { name: '写卡' });
    await dialog.getByLabel('扇区密钥').fill('a1b2c3d4e5f6');

    await button(dialog, '写卡').click();
    await expect(dialog.getByText('请放置卡片')).toBeVisible();

    await simControl(request, running, 'card', {
      reader: 'ic',
      action: 'place',
      card: { cardNo: '5A3C9E02' },
    });
    await button(dialog, '写卡').click();
    await expect(dialog.getByText('写卡成功', { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('access-card-write.png') });
    const ic = (
      (await simState(request, running)).readers as {
        ic: { cardNo: string; type: string; list: { code: string }[] };
      }
    ).ic;
    expect(ic.cardNo).toBe('5A3C9E02');
    expect(ic.type).toBe('user');
    expect(ic.list.map((p) => p.code)).toContain('9001');
  });
});

// 02 §2 系统自检 (SystemTest) reads the helper and the video service it checks from the simulators.
test.describe('系统自检', () => {
  test.use({ userAgent: DESKTOP_CLIENT_UA });

  test('02 §2 test: helper and video service status, version and port; 重新检测 after the helper stops', async ({
    page,
    running,
    request,
  }) => {
    // Through the login page and the home page, which open the real-time channels the check counts.
    await signIn(page);
    await page.goto('/#/system/test');
    const helper = page.locator('main').getByRole('region', { name: '桌面服务控件' });
    await expect(helper).toContainText('正常');
    await expect(helper).toContainText(/版本\s*v\d+\.\d+\.\d+/);
    await expect(helper).toContainText('HTTP 8081');
    const videoCard = page.locator('main').getByRole('region', { name: '视频监控服务' });
    await expect(videoCard).toContainText('18089');
    await expect(videoCard).toContainText('正常');
    await expect(page.locator('main').getByRole('region', { name: '实时通道' })).toContainText(
      '3/3 个通道已连接',
    );

    await simControl(request, running, 'faults', { target: 'qt', mode: 'down' });
    await helper.getByRole('button', { name: '重新检测桌面服务控件' }).click();
    await expect(helper).toContainText('异常');
    await expect(helper).toContainText('请重启QT服务控件');
  });
});
