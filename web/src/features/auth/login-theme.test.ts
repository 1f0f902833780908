// login.css gives antd's CSS variables the console's default primary colour by hand (the login form has
// no ConfigProvider): they must be what antd derives from DEFAULT_PRIMARY_COLOR, and all of them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRIMARY_COLOR } from '@/lib/constants/theme';

// read as text: the test setup turns CSS imports into nothing
const loginCss = readFileSync(path.join(__dirname, 'login.css'), 'utf8');

/** the custom properties of the first `.login-page .css-var-root` block */
function declaredVariables(): Record<string, string> {
  const block = /\.login-page \.css-var-root \{([^}]*)\}/.exec(loginCss)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/(--ant-[\w-]+):\s*([^;]+);/g)].map(([, k, v]) => [k, v!.trim()]),
  );
}

const cssName = (token: string) => `--ant-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** component tokens antd computes from a design token (antd/es/input and button style/token.js) */
const COMPONENT_TOKENS: Record<string, string> = {
  '--ant-input-active-border-color': 'colorPrimary',
  '--ant-input-hover-border-color': 'colorPrimaryHover',
  '--ant-button-default-hover-color': 'colorPrimaryHover',
  '--ant-button-default-hover-border-color': 'colorPrimaryHover',
  '--ant-button-default-active-color': 'colorPrimaryActive',
  '--ant-button-default-active-border-color': 'colorPrimaryActive',
  '--ant-button-group-border-color': 'colorPrimaryHover',
};

describe('login.css primary colour', () => {
  const plain = theme.getDesignToken() as unknown as Record<string, unknown>;
  const themed = theme.getDesignToken({
    token: { colorPrimary: DEFAULT_PRIMARY_COLOR },
  }) as unknown as Record<string, unknown>;
  const declared = declaredVariables();

  it('declares every design token the colour changes, with antd’s value', () => {
    const changed = Object.keys(themed).filter((key) => themed[key] !== plain[key]);
    expect(changed).toContain('colorPrimary');
    const expected = Object.fromEntries(
      changed.map((key) => [cssName(key), String(themed[key]).toLowerCase()]),
    );
    const designOnly = Object.fromEntries(Object.entries(declared).filter(([k]) => !(k in COMPONENT_TOKENS)));
    expect(designOnly).toEqual(expected);
  });

  it('declares the input and button tokens antd computes from them', () => {
    for (const [variable, token] of Object.entries(COMPONENT_TOKENS))
      expect(declared[variable], variable).toBe(String(themed[token]).toLowerCase());
  });
});
