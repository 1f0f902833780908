// What a temporary car pays under a lot's charge setting (02 §2 ParkLot/setting): the free minutes
// come off once; the rest is charged per started charge unit; every full 24 hours costs the daily cap
// (when there is one) and the remainder at most the cap.
export interface ParkingFeeRule {
  freeMinutes: number;
  unitMinutes: number;
  unitPrice: number;
  /** 0 = no daily cap */
  dailyCap: number;
}

export const DAY_MINUTES = 24 * 60;

export function parkingFee(minutes: number, rule: ParkingFeeRule): number {
  const billable = Math.max(0, minutes - rule.freeMinutes);
  if (billable === 0) return 0;
  const units = (m: number) => Math.ceil(m / rule.unitMinutes) * rule.unitPrice;
  if (rule.dailyCap <= 0) return Math.round(units(billable) * 100) / 100;
  const days = Math.floor(billable / DAY_MINUTES);
  const rest = billable % DAY_MINUTES;
  return Math.round((days * rule.dailyCap + Math.min(rule.dailyCap, units(rest))) * 100) / 100;
}
