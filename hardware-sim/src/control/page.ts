// GET /__sim/: a small page for people trying flows by hand (place cards, inject faults, watch state).
// It only calls the /__sim endpoints of the server that served it.

const STYLE = `
body{font:14px/1.5 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f7fa;color:#1f2d3d}
header{background:#1f6feb;color:#fff;padding:12px 20px;font-size:18px}
main{display:grid;grid-template-columns:minmax(320px,460px) 1fr;gap:16px;padding:16px}
section{background:#fff;border:1px solid #e4e7ed;border-radius:6px;padding:12px 14px;margin-bottom:12px}
h2{font-size:15px;margin:0 0 8px}
button{margin:2px 4px 2px 0;padding:4px 10px;border:1px solid #dcdfe6;border-radius:4px;background:#fff;cursor:pointer}
button.primary{background:#1f6feb;border-color:#1f6feb;color:#fff}
button.danger{color:#d03050;border-color:#f0c0c8}
label{margin-right:8px}
input,select{padding:2px 4px;border:1px solid #dcdfe6;border-radius:4px}
input[type=number]{width:80px}
pre{margin:0;white-space:pre-wrap;word-break:break-all;font-size:12px;max-height:calc(100vh - 120px);overflow:auto}
#msg{min-height:20px;color:#d03050}
`;

const SCRIPT = `
const $ = (id) => document.getElementById(id);
async function call(path, body) {
  const res = await fetch('/__sim/' + path, body === undefined ? {} : {
    method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body) });
  const data = await res.json();
  $('msg').textContent = data.ok === false ? data.message : '';
  await refresh();
}
async function refresh() {
  const state = await (await fetch('/__sim/state')).json();
  $('state').textContent = JSON.stringify(state, null, 2);
  $('auto').checked = state.fingerVein.autoPress;
  $('camMode').textContent = state.camera.mode === 'cancel' ? '模拟取消' : '正常拍照';
  $('origins').textContent = state.policy.allowedOrigins.join('、');
  $('backend').textContent = state.policy.backendOrigins.join('、');
  $('programs').textContent = state.policy.allowedPrograms.join('；');
}
const card = (reader, cardType) => call('card', {reader, action: 'place', card: cardType ? {cardType} : undefined});
const remove = (reader) => call('card', {reader, action: 'remove'});
function fault() {
  const body = {target: $('ft').value, mode: $('fm').value};
  if ($('fms').value) body.ms = Number($('fms').value);
  if ($('ftimes').value) body.times = Number($('ftimes').value);
  call('faults', body);
}
refresh();
setInterval(refresh, 2000);
`;

export function controlPage(): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><title>硬件模拟器控制台</title><style>${STYLE}</style></head>
<body>
<header>硬件模拟器控制台（服务控件 + 视频监控服务）</header>
<main>
<div>
  <div id="msg"></div>
  <section><h2>IC 卡读卡器</h2>
    <button class="primary" onclick="card('ic')">放置空白卡</button>
    <button onclick="card('ic','user')">放置用户卡</button>
    <button onclick="card('ic','system')">放置系统卡</button>
    <button onclick="card('ic','logout')">放置注销卡</button>
    <button class="danger" onclick="remove('ic')">移走卡片</button></section>
  <section><h2>UC 卡读卡器</h2>
    <button class="primary" onclick="card('uc')">放置空白卡</button>
    <button onclick="card('uc','user')">放置用户卡</button>
    <button class="danger" onclick="remove('uc')">移走卡片</button></section>
  <section><h2>CPU 卡读卡器</h2>
    <button class="primary" onclick="card('cpu')">放置空白卡</button>
    <button onclick="card('cpu','user')">放置用户卡</button>
    <button class="danger" onclick="remove('cpu')">移走卡片</button></section>
  <section><h2>身份证阅读器 IDR210</h2>
    <button class="primary" onclick="call('card',{reader:'idr210',action:'place'})">放置身份证</button>
    <button onclick="call('card',{reader:'idr210',action:'place',card:{kind:'typeA'}})">放置 TypeA 卡</button>
    <button class="danger" onclick="remove('idr210')">移走卡片</button></section>
  <section><h2>摄像头（拍照）</h2>当前：<b id="camMode"></b><br>
    <button onclick="call('camera',{mode:'capture'})">正常拍照</button>
    <button onclick="call('camera',{mode:'cancel'})">模拟用户取消</button></section>
  <section><h2>指静脉采集仪</h2>
    <label><input type="checkbox" id="auto" onchange="call('finger',{autoPress:this.checked})"> 自动按压</label>
    <button onclick="call('finger',{action:'press'})">按压一次</button></section>
  <section><h2>故障注入</h2>
    <label>目标 <select id="ft"><option value="qt">服务控件</option><option value="video">视频监控服务</option></select></label>
    <label>方式 <select id="fm"><option value="down">断开</option><option value="slow">变慢</option>
      <option value="error">报错</option><option value="off">清除</option></select></label><br>
    <label>延迟(ms) <input id="fms" type="number" min="0" placeholder="3000"></label>
    <label>次数 <input id="ftimes" type="number" min="1" placeholder="不限"></label>
    <button class="primary" onclick="fault()">应用</button></section>
  <section><h2>监控窗口</h2>
    <button onclick="call('monitor',{action:'close'})">关闭全部监控窗口</button></section>
  <section><h2>全部</h2>
    <button class="danger" onclick="call('reset',{})">重置模拟器</button></section>
</div>
<section><h2>来源限制</h2>
  <p>允许的控制台来源：<span id="origins"></span>（SIM_ALLOWED_ORIGINS）</p>
  <p>平台地址（上传、下载、baseUrl）：<span id="backend"></span>（SIM_BACKEND_ORIGIN）</p>
  <p>可启动的本地软件：<span id="programs"></span>（SIM_ALLOWED_PROGRAMS）</p></section>
<section><h2>状态</h2><pre id="state"></pre></section>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
}
