import nzh from 'nzh/cn';

/** An amount in Chinese capital numerals as written on vouchers: 8600 → 捌仟陆佰元整. */
export function capitalAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const text = nzh.toMoney(Math.abs(amount), { outSymbol: false });
  return amount < 0 ? `负${text}` : text;
}
