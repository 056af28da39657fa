/** SWR keys shared by flows that refresh each other's data (kept apart, so importing a key
 * brings no hook along). */
export const PORTFOLIO_KEY = 'portfolio';
