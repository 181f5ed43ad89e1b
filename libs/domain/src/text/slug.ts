/** The address-safe form of a name, as shops' and products' Vouch addresses use it: "Sam's Bags & Co" -> "sams-bags-and-co". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
