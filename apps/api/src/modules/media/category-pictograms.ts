/**
 * White pictograms on a 100 x 100 grid, one per top-level category of the demo data, keyed by the
 * first word of its handle ('home-garden' -> home): what a category's picture shows when its
 * products' own kind has none below.
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

/**
 * Pictograms of product kinds, on the same grid, keyed by the word of a leaf category's or
 * product's name that says the kind (singular and plural: 'harbor-classic-canvas-backpack',
 * 'goalkeeper-gloves'), so a hat, gloves, a suitcase and a backpack differ though all are in one
 * group (issue #58's walk: they all showed the tote bag). Kinds without one draw their group's.
 */
const BACKPACK =
  '<path d="M30 30q0-12 20-12t20 12v52q0 4-4 4H34q-4 0-4-4zM36 56h28v22H36z" fill-rule="evenodd"/><rect x="39" y="59" width="22" height="16" rx="2"/><path d="M42 20q0-10 8-10t8 10" fill="none" stroke="#fff" stroke-width="5"/>';
const SUITCASE =
  '<path d="M28 32q0-6 6-6h32q6 0 6 6v44q0 6-6 6H34q-6 0-6-6zM40 34h4v40h-4zM56 34h4v40h-4z" fill-rule="evenodd"/><path d="M42 26V10h16v16" fill="none" stroke="#fff" stroke-width="5"/><circle cx="36" cy="84" r="4"/><circle cx="64" cy="84" r="4"/>';
const CROSSBODY_BAG =
  '<path d="M22 56q0-6 6-6h44q6 0 6 6v24q0 6-6 6H28q-6 0-6-6zM22 62q28 16 56 0v4q-28 16-56 0z" fill-rule="evenodd"/><path d="M28 54Q50-6 72 54" fill="none" stroke="#fff" stroke-width="4"/>';
const WALLET =
  '<path d="M24 38 60 24l6 14z"/><path d="M14 44q0-6 6-6h60q6 0 6 6v32q0 6-6 6H20q-6 0-6-6zM56 50h24v18H56z" fill-rule="evenodd"/><circle cx="63" cy="59" r="3.5"/>';
const SUNGLASSES =
  '<path d="M8 54h84v7H8z"/><path d="M14 58h30q0 24-15 24T14 58zM56 58h30q0 24-15 24T56 58z"/><path d="M10 56 4 46M90 56l6-10" stroke="#fff" stroke-width="4"/>';
const BELT =
  '<path d="M6 66h24v12H6zM46 66h48v12H46zM62 70h4v4h-4zM74 70h4v4h-4z" fill-rule="evenodd"/><rect x="30" y="60" width="16" height="24" rx="2" fill="none" stroke="#fff" stroke-width="5"/><path d="M36 72h14" stroke="#fff" stroke-width="4"/>';
const SCARF =
  '<ellipse cx="50" cy="24" rx="20" ry="10" fill="none" stroke="#fff" stroke-width="8"/><path d="M32 30h15l-1 48H34zM53 30h15l-3 46-12 2z"/><path d="M36 78v8M40 78v8M44 78v8M56 78v8M60 77v8M64 76v8" stroke="#fff" stroke-width="2"/>';
const HAT =
  '<path d="M30 72V44q0-14 20-14t20 14v28zM30 58h40v6H30z" fill-rule="evenodd"/><ellipse cx="50" cy="76" rx="42" ry="9"/>';
const GLOVES =
  '<rect x="30" y="16" width="8" height="32" rx="4"/><rect x="39.5" y="10" width="8" height="36" rx="4"/><rect x="49" y="12" width="8" height="34" rx="4"/><rect x="58" y="18" width="8" height="30" rx="4"/><path d="M30 40h36v32H30zM64 60l14-14q4-4 7 0t-2 8L66 72z"/><rect x="28" y="74" width="40" height="12" rx="2"/>';
const LUGGAGE_TAG =
  '<path d="M30 34l20-16 20 16v50H30zM46 28h8v8h-8zM38 52h24v4H38zM38 62h24v4H38z" fill-rule="evenodd"/><path d="M50 28Q40 10 62 6" fill="none" stroke="#fff" stroke-width="3"/>';
const PACKING_CUBE =
  '<path d="M12 38q0-6 6-6h64q6 0 6 6v42q0 6-6 6H18q-6 0-6-6zM18 40h64v3H18zM24 50h52v28H24z" fill-rule="evenodd"/><path d="M24 59h52M24 69h52M37 50v28M50 50v28M63 50v28" stroke="#fff" stroke-width="2"/><rect x="80" y="36" width="6" height="12" rx="2"/>';
const WATCH =
  '<path d="M40 8h20v22H40zM40 66h20v20H40z"/><circle cx="50" cy="48" r="19" fill="none" stroke="#fff" stroke-width="7"/><path d="M50 48V37m0 11h9" stroke="#fff" stroke-width="4" stroke-linecap="round"/>';
const HEADPHONES =
  '<path d="M22 60V50q0-32 28-32t28 32v10" fill="none" stroke="#fff" stroke-width="7"/><rect x="14" y="54" width="18" height="32" rx="6"/><rect x="68" y="54" width="18" height="32" rx="6"/>';
const CAMERA =
  '<path d="M12 38q0-4 4-4h14l6-8h28l6 8h14q4 0 4 4v44q0 4-4 4H16q-4 0-4-4zM34 60a16 16 0 1 0 32 0a16 16 0 1 0-32 0z" fill-rule="evenodd"/><circle cx="50" cy="60" r="10"/>';
const DRESS =
  '<path d="M40 10h6l4 8 4-8h6l-2 24 22 52H20l22-52zM42 34h16v4H42z" fill-rule="evenodd"/>';
const TROUSERS = '<path d="M28 12h44l6 74H58L50 36l-8 50H22zM29 20h42v3H29z" fill-rule="evenodd"/>';

const KIND_PICTOGRAMS: Readonly<Record<string, string>> = {
  backpack: BACKPACK,
  backpacks: BACKPACK,
  suitcase: SUITCASE,
  suitcases: SUITCASE,
  tote: CATEGORY_PICTOGRAMS.bags!,
  crossbody: CROSSBODY_BAG,
  wallet: WALLET,
  wallets: WALLET,
  sunglasses: SUNGLASSES,
  belt: BELT,
  belts: BELT,
  scarf: SCARF,
  scarves: SCARF,
  hat: HAT,
  hats: HAT,
  glove: GLOVES,
  gloves: GLOVES,
  luggage: LUGGAGE_TAG,
  packing: PACKING_CUBE,
  watch: WATCH,
  watches: WATCH,
  smartwatches: WATCH,
  headphones: HEADPHONES,
  camera: CAMERA,
  cameras: CAMERA,
  dress: DRESS,
  dresses: DRESS,
  jeans: TROUSERS,
  chinos: TROUSERS,
};

/** The kinds of picture whose name's second word is a category group: they draw its pictogram. */
const PICTOGRAM_KINDS = new Set(['category', 'product', 'review']);

/**
 * The pictogram a picture's name asks for ('category-bags-hats', 'product-bags-navy-…-backpacks-in-navy-7',
 * 'review-bags-navy-hats-12-0'), when its group has one: the last word naming a kind (a product's
 * title ends with its kind, before its colour), else its group's.
 */
export function pictogramOf(name: string): string | null {
  const [kind = '', group = '', ...words] = name.split('-');
  // Names without a group are older ones, drawn with initials.
  if (!PICTOGRAM_KINDS.has(kind) || !Object.hasOwn(CATEGORY_PICTOGRAMS, group)) return null;
  const own = words.findLast((word) => Object.hasOwn(KIND_PICTOGRAMS, word));
  return own ? KIND_PICTOGRAMS[own]! : CATEGORY_PICTOGRAMS[group]!;
}
