import { COUNTRY_WEIGHTS, SEED_COUNTRIES } from './currencies';
import { DEMO_IDS, DEMO_SHOP } from './demo-accounts';
import { encodedId } from './encoded-id';
import { generatedImage } from './generated-image';
import { type Prng } from './prng';
import { daysAgo } from './seed-clock';
import type { SeedRow } from './bulk-insert';
import type { CategoryNode, ShopRow } from './seed-rows';
import { slugify } from '@vouch/domain';
import * as words from './vocabulary';

/** Most shops ship worldwide; the rest to their own country and a few others. */
function shippingCountries(prng: Prng, home: string): string[] | null {
  if (prng.chance(0.6)) return null;
  const others = SEED_COUNTRIES.map((country) => country.code).filter((code) => code !== home);
  const extra = prng.int(0, 3);
  const chosen = new Set<string>([home]);
  while (chosen.size < extra + 1) chosen.add(prng.pick(others));
  return [...chosen];
}

/** A shop as the seed draws it: what later steps need to know of it, its row and its addresses. */
export interface DrawnShop {
  shop: ShopRow;
  row: SeedRow<'shops'>;
  /** Null: ships everywhere. */
  shipsTo: string[] | null;
  addresses: SeedRow<'shop_addresses'>[];
}

/**
 * Shop `id` of the seed, drawn in the order the seed has always drawn it (the same seed gives the
 * same shops), for the database or for rows generated in memory (the index bench, issue #32).
 */
export function drawShop(
  prng: Prng,
  shipping: Prng,
  id: number,
  level1: readonly CategoryNode[],
): DrawnShop {
  const demo = id === DEMO_IDS.shop;
  const name = demo
    ? DEMO_SHOP.name
    : `${prng.pick(words.SHOP_NAME_FIRST)} ${prng.pick(words.SHOP_NAME_SECOND)}`;
  const slug = demo ? DEMO_SHOP.slug : `${slugify(name)}-${id}`;
  const countryCode = prng.weighted(COUNTRY_WEIGHTS);
  const country = SEED_COUNTRIES.find((candidate) => candidate.code === countryCode)!;
  const categories = demo
    ? [level1.find((node) => node.name === DEMO_SHOP.categoryName)!]
    : [prng.pick(level1)];
  if (!demo && prng.chance(0.3)) categories.push(prng.pick(level1));
  const unit = prng.weighted({ hours: 6, days: 2, minutes: 2 } as const);
  // The demo shop shows every part of a shop page: questions, the cards carousel, the review entry.
  const showsQuestions = prng.chance(0.35) || demo;
  const domain = `${slug}.example.com`;
  const shop: ShopRow = {
    id,
    domain,
    country: country.code,
    currency: country.currency,
    categories,
    showsQuestions,
  };
  const shipsTo = demo ? null : shippingCountries(shipping, country.code);
  const row: SeedRow<'shops'> = {
    id,
    encoded_id: encodedId('s', id),
    slug,
    name,
    domain,
    platform: prng.pick(words.PLATFORMS),
    public_token: encodedId('pt', id * 7 + 3),
    country: country.code,
    currency: country.currency,
    logo_url: prng.chance(0.85) ? generatedImage(`logo-${slug}`) : null,
    description: `${name} is an independent ${categories[0]!.name.toLowerCase()} shop from ${prng.pick(country.cities)}, shipping ${shipsTo ? `to ${shipsTo.length === 1 ? 'its home country' : `${shipsTo.length} countries`}` : 'worldwide'} since ${2010 + prng.int(0, 13)}.`,
    disable_web_reviews: prng.chance(0.08) && !demo,
    enable_question_answer: showsQuestions,
    show_cards_carousel: prng.chance(0.4) || demo,
    response_time_value: prng.chance(0.8)
      ? prng.int(1, unit === 'minutes' ? 59 : unit === 'hours' ? 23 : 4)
      : null,
    response_time_unit: unit,
    confirmed_contact: prng.chance(0.6),
    ships_to: shipsTo && `{${shipsTo.join(',')}}`,
    created_at: daysAgo(prng.int(200, 2500)),
  };
  const addresses = Array.from({ length: prng.int(0, 2) }, (_, index) => ({
    shop_id: id,
    address_line_1: `${prng.int(1, 250)} ${prng.pick(['High Street', 'Market Lane', 'Main Street', 'Harbour Road', 'Station Road'])}`,
    address_line_2: prng.chance(0.3) ? `Unit ${prng.int(1, 40)}` : null,
    city: prng.pick(country.cities),
    postcode: String(prng.int(10000, 99999)),
    country: country.code,
    billing: index === 0,
    confirmed: prng.chance(0.7),
  }));
  return { shop, row, shipsTo, addresses };
}
