import type { QueryExecutorProvider } from 'kysely';
import { BulkInserter } from '../bulk-insert';
import { COUNTRY_WEIGHTS, SEED_COUNTRIES } from '../currencies';
import { DEMO_IDS, DEMO_SHOP } from '../demo-accounts';
import { encodedId } from '../encoded-id';
import { generatedImage } from '../generated-image';
import { type Prng } from '../prng';
import { daysAgo } from '../seed-clock';
import type { CategoryNode, ShopRow } from '../seed-rows';
import type { SeedSize } from '../seed-sizes';
import { slugify } from '../slugify';
import * as words from '../vocabulary';

/** Most shops ship worldwide; the rest to their own country and a few others. */
function shippingCountries(prng: Prng, home: string): string[] | null {
  if (prng.chance(0.6)) return null;
  const others = SEED_COUNTRIES.map((country) => country.code).filter((code) => code !== home);
  const extra = prng.int(0, 3);
  const chosen = new Set<string>([home]);
  while (chosen.size < extra + 1) chosen.add(prng.pick(others));
  return [...chosen];
}

export async function seedShops(
  db: QueryExecutorProvider,
  prng: Prng,
  shipping: Prng,
  size: SeedSize,
  level1: CategoryNode[],
): Promise<ShopRow[]> {
  const shops = new BulkInserter(db, 'shops', {
    id: 'int8',
    encoded_id: 'text',
    slug: 'text',
    name: 'text',
    domain: 'text',
    platform: 'text',
    public_token: 'text',
    country: 'text',
    currency: 'text',
    logo_url: 'text',
    description: 'text',
    disable_web_reviews: 'bool',
    enable_question_answer: 'bool',
    show_cards_carousel: 'bool',
    response_time_value: 'int4',
    response_time_unit: 'text',
    confirmed_contact: 'bool',
    ships_to: 'text as char(2)[]',
    created_at: 'timestamptz',
  });
  const addresses = new BulkInserter(
    db,
    'shop_addresses',
    {
      shop_id: 'int8',
      address_line_1: 'text',
      address_line_2: 'text',
      city: 'text',
      postcode: 'text',
      country: 'text',
      billing: 'bool',
      confirmed: 'bool',
    },
    { parent: shops },
  );
  const result: ShopRow[] = [];
  for (let id = 1; id <= size.shops; id++) {
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
    result.push({
      id,
      domain,
      country: country.code,
      currency: country.currency,
      categories,
      showsQuestions,
    });
    const shipsTo = demo ? null : shippingCountries(shipping, country.code);
    await shops.add({
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
    });
    const addressCount = prng.int(0, 2);
    for (let index = 0; index < addressCount; index++) {
      await addresses.add({
        shop_id: id,
        address_line_1: `${prng.int(1, 250)} ${prng.pick(['High Street', 'Market Lane', 'Main Street', 'Harbour Road', 'Station Road'])}`,
        address_line_2: prng.chance(0.3) ? `Unit ${prng.int(1, 40)}` : null,
        city: prng.pick(country.cities),
        postcode: String(prng.int(10000, 99999)),
        country: country.code,
        billing: index === 0,
        confirmed: prng.chance(0.7),
      });
    }
  }
  await shops.flush();
  await addresses.flush();
  return result;
}
