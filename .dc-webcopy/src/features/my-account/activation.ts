// Product activation (01 §2.2 产品): what months of a product cost and what the balance becomes. The
// server decides (11001 余额不足); the dialog shows the same sums first.
import type { AccountProduct } from './api/get-products';

export interface ActivationQuote {
  cost: number;
  balanceAfter: number;
  affordable: boolean;
  /** Renewal extends the current expiry; otherwise the term starts now. */
  renewal: boolean;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

export function quoteActivation(product: AccountProduct, months: number, balance: number): ActivationQuote {
  const cost = round2(product.price * months);
  return {
    cost,
    balanceAfter: round2(balance - cost),
    affordable: cost <= balance,
    renewal: product.status === 1,
  };
}

/** 开通 for products never activated or expired, 续费 for active ones. */
export function activationLabel(product: AccountProduct): '开通' | '续费' {
  return product.status === 1 ? '续费' : '开通';
}
