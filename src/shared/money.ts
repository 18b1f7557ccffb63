/** Rupees shown the Indian way: ₹2,999 · ₹1,24,999 · ₹2,999.50 */
const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });

export const formatInr = (rupees: number) => INR.format(rupees);
export const paiseToRupees = (paise: number) => Math.round(paise) / 100;
export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
