const inrFormatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Formats integer paise as Indian rupees, e.g. 10000000 → "₹1,00,000.00" (DESIGN §3). */
export function formatMoney(paise: number): string {
  return inrFormatter.format(paise / 100);
}
