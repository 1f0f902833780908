// The recharge amount (01 §2.2 充值): a preset or a custom MoneyInput text, 1 to 50000 元, two decimals.
import { MSG_RECHARGE_AMOUNT, RECHARGE_MAX, RECHARGE_MIN } from '@/lib/constants/my-account';

export const CUSTOM_AMOUNT = 'custom';
export const MSG_CUSTOM_AMOUNT_REQUIRED = '请输入充值金额';

/** The amount to charge: the preset, or the typed text when 其他金额 is chosen. */
export function rechargeAmount(
  choice: number | typeof CUSTOM_AMOUNT | undefined,
  custom?: string,
): number | undefined {
  if (choice === undefined) return undefined;
  if (choice !== CUSTOM_AMOUNT) return choice;
  if (!custom || !/^\d+(\.\d{1,2})?$/.test(custom)) return undefined;
  return Number(custom);
}

/** The custom amount's message, or undefined when it is acceptable. */
export function customAmountError(custom: string | undefined): string | undefined {
  if (!custom) return MSG_CUSTOM_AMOUNT_REQUIRED;
  const amount = rechargeAmount(CUSTOM_AMOUNT, custom);
  return amount === undefined || amount < RECHARGE_MIN || amount > RECHARGE_MAX
    ? MSG_RECHARGE_AMOUNT
    : undefined;
}

/** `1,250.50` — amounts in 元 with two decimals and thousands separators. */
export function formatYuan(amount: number): string {
  return amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
