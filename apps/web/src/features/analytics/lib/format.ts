const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 0.125 -> '12,5%' */
export const formatPercent = (ratio: number) => percent.format(ratio);
/** 3.5 -> '3,5' */
export const formatDecimal = (value: number) => decimal.format(value);
/** 12345 -> '12.345': the one count format of the app. */
export { formatCount } from '@/lib/api-list';

/** '1 dia' / '3 dias' (also '2,5 dias'). */
export function formatDays(value: number): string {
  return `${formatDecimal(value)} ${value === 1 ? 'dia' : 'dias'}`;
}
