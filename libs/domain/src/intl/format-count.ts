const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** A count as the site writes it, whatever the visitor's locale: "1,234". */
export function formatCount(value: number): string {
  return COUNT_FORMAT.format(value);
}
