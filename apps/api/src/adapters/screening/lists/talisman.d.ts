/** talisman ships no types: the one metric the matcher uses. */
declare module 'talisman/metrics/jaro-winkler.js' {
  /** Jaro-Winkler similarity of two strings, 0 to 1. */
  const jaroWinkler: (a: string, b: string) => number;
  export default jaroWinkler;
}
