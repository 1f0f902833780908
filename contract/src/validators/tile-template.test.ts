import { describe, expect, it } from 'vitest';
import { checkTileTemplate } from './tile-template';

describe('checkTileTemplate', () => {
  it('takes an https XYZ template and gives its host as the image source', () => {
    expect(checkTileTemplate(' https://tiles.example.cn/{z}/{x}/{y}.png ')).toEqual({
      ok: true,
      url: 'https://tiles.example.cn/{z}/{x}/{y}.png',
      imageSource: 'https://tiles.example.cn',
    });
  });

  it('turns a {s} first label into a wildcard host and keeps the port', () => {
    expect(checkTileTemplate('https://{s}.tiles.example.cn:8443/map/{z}/{y}/{x}.png?style=1')).toMatchObject({
      ok: true,
      imageSource: 'https://*.tiles.example.cn:8443',
    });
  });

  it('takes plain http only on 127.0.0.1 and localhost', () => {
    expect(checkTileTemplate('http://127.0.0.1:4000/t/{z}/{x}/{y}.png')).toMatchObject({
      ok: true,
      imageSource: 'http://127.0.0.1:4000',
    });
    expect(checkTileTemplate('http://localhost:4000/t/{z}/{x}/{y}.png')).toMatchObject({ ok: true });
    expect(checkTileTemplate('http://tiles.example.cn/{z}/{x}/{y}.png')).toEqual({
      ok: false,
      problem: '瓦片地址必须使用 https（http 只用于 127.0.0.1 或 localhost）',
    });
  });

  it.each([
    ['', '瓦片地址为空'],
    ['javascript:alert(1)//{z}{x}{y}', '瓦片地址必须使用 https（http 只用于 127.0.0.1 或 localhost）'],
    [
      'https://tiles.example.cn/{z}/{x}/{y}.png?key={apikey}',
      '不支持的占位符 {apikey}，只能使用 {z} {x} {y} {s}',
    ],
    ['https://tiles.example.cn/{z}/{x}/{r}.png', '不支持的占位符 {r}，只能使用 {z} {x} {y} {s}'],
    ['https://tiles.example.cn/{z}/{x}.png', '缺少占位符 {y}'],
    ['https://tiles.example.cn/{z}/{x}/{y}.png}', '花括号不成对'],
    ['https://tiles.{s}.example.cn/{z}/{x}/{y}.png', '主机名中只能以 {s}. 开头使用子域名占位符'],
    ['https://{z}.example.cn/{x}/{y}.png', '主机名中只能以 {s}. 开头使用子域名占位符'],
    ['https://user:pw@tiles.example.cn/{z}/{x}/{y}.png', '瓦片地址不能包含用户名或密码'],
    [
      "https://tiles.example.cn/{z}/{x}/{y}.png; script-src 'unsafe-inline'",
      '瓦片地址含有空白或不允许的字符',
    ],
    ['https://tiles.example.cn/{z}/{x}/{y}.png"><img', '瓦片地址含有空白或不允许的字符'],
    ['tiles.example.cn/{z}/{x}/{y}.png', '不是有效的网址'],
    ['http://{s}.localhost/{z}/{x}/{y}.png', '瓦片地址必须使用 https（http 只用于 127.0.0.1 或 localhost）'],
  ])('refuses %j', (template, problem) => {
    expect(checkTileTemplate(template)).toEqual({ ok: false, problem });
  });
});
