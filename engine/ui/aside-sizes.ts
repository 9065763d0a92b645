// MUI's default breakpoints and the page container's gutters, which the columns sit in.
const md = 900;
const lg = 1200;
const gap = 64;

/**
 * How wide the aside of `columns` ('1.15fr 0.85fr') is at each screen width, as a picture's
 * `sizes`: its share of the 1,152 px column on wide screens, of the screen between `md` and
 * `lg`, and the whole screen less its gutters on phones.
 */
export function asideSizes(columns: string): string {
  const [text, aside] = columns.split(/\s+/).map((part) => Number.parseFloat(part));
  const share = aside! / (text! + aside!);
  const widest = Math.ceil((lg - 48 - gap) * share);
  const between = `calc(${(share * 100).toFixed(2)}vw - ${Math.round((48 + gap) * share)}px)`;
  return `(min-width: ${lg}px) ${widest}px, (min-width: ${md}px) ${between}, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)`;
}
