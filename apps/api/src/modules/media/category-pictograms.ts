/**
 * White pictograms on a 100 x 100 grid, one per top-level category of the demo data, keyed by the
 * first word of its handle ('home-garden' -> home): a category's picture shows what it sells.
 */
export const CATEGORY_PICTOGRAMS: Readonly<Record<string, string>> = {
  clothing: '<path d="M32 14 45 9q5 9 10 0l13 5 20 18-12 13-6-6v51H30V39l-6 6-12-13z"/>',
  shoes:
    '<path d="M8 70V42q18 2 27-12l12 17q18 6 35 7 12 2 12 16z"/><rect x="8" y="72" width="86" height="8" rx="3"/>',
  jewelry:
    '<circle cx="50" cy="62" r="24" fill="none" stroke="#fff" stroke-width="8"/><path d="M38 30 50 14l12 16-12 12z"/>',
  beauty: '<path d="M40 52V26l20-10v36z"/><rect x="36" y="54" width="28" height="36" rx="3"/>',
  home: '<path d="M12 50 50 16l38 34H78v36H58V64H42v22H22V50z"/>',
  electronics:
    '<path d="M20 22h60v42H20zm6 6v30h48V28z" fill-rule="evenodd"/><path d="M8 70h84l-7 10H15z"/>',
  sports:
    '<circle cx="50" cy="50" r="36" fill="none" stroke="#fff" stroke-width="7"/><path d="M14 50h72M50 14v72" stroke="#fff" stroke-width="6"/>',
  toys: '<rect x="14" y="56" width="30" height="30" rx="3"/><rect x="50" y="56" width="30" height="30" rx="3"/><rect x="32" y="22" width="30" height="30" rx="3"/>',
  health: '<path d="M40 14h20v26h26v20H60v26H40V60H14V40h26z"/>',
  pets: '<ellipse cx="50" cy="66" rx="20" ry="17"/><circle cx="24" cy="44" r="8"/><circle cx="40" cy="28" r="8"/><circle cx="60" cy="28" r="8"/><circle cx="76" cy="44" r="8"/>',
  food: '<path d="M20 30h46v40q0 16-16 16H36q-16 0-16-16z"/><path d="M66 40h6q12 0 12 12t-12 12h-6" fill="none" stroke="#fff" stroke-width="7"/>',
  bags: '<path d="M16 40h68l-6 46H22z"/><path d="M34 40V28q0-12 16-12t16 12v12" fill="none" stroke="#fff" stroke-width="7"/>',
};

/** The kinds of picture whose name's second word is a category group: they draw its pictogram. */
const PICTOGRAM_KINDS = new Set(['category', 'product', 'review']);

/**
 * The pictogram a picture's name asks for ('category-home-rugs', 'product-bags-…', 'review-bags-navy-12-0'),
 * if its group has one.
 */
export function pictogramOf(name: string): string | null {
  const [kind = '', group] = name.split('-');
  return PICTOGRAM_KINDS.has(kind) && group && Object.hasOwn(CATEGORY_PICTOGRAMS, group)
    ? CATEGORY_PICTOGRAMS[group]!
    : null;
}
