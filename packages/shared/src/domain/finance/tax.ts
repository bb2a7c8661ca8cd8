/** Income tax: the years a loss is carried forward and the tax of one year with its loss book. */

/**
 * Years a tax loss can be carried forward when a project gives none: 5, as in Argentina's income tax
 * law (Ley de Impuesto a las Ganancias, t.o. 2019, art. 25: quebrantos are offset against the profits
 * of the next five years). Losses are never carried back and never refunded.
 */
export const DEFAULT_TAX_LOSS_CARRY_FORWARD_YEARS = 5;

/**
 * Income tax of one year with losses carried forward: a loss (taxable income < 0) is kept for
 * `carryForwardYears` years and offsets later profits, oldest first; no tax is ever negative (no
 * refund, no carry-back). Mutates `losses`, the open losses of earlier years.
 * Source: Ley de Impuesto a las Ganancias (Argentina, t.o. 2019), art. 25 (quebrantos, 5 years).
 */
export const taxOfYear = (
  taxableIncome: number,
  year: number,
  taxRate: number,
  carryForwardYears: number,
  losses: { year: number; amount: number }[],
): number => {
  if (taxableIncome <= 0) {
    if (taxableIncome < 0 && carryForwardYears > 0) losses.push({ year, amount: -taxableIncome });
    return 0;
  }
  let taxable = taxableIncome;
  for (const loss of losses) {
    if (taxable === 0) break;
    if (year - loss.year > carryForwardYears) continue;
    const used = Math.min(loss.amount, taxable);
    loss.amount -= used;
    taxable -= used;
  }
  return taxRate * taxable;
};
