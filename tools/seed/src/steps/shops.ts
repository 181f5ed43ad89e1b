import type { QueryExecutorProvider } from 'kysely';
import { BulkInserter } from '../bulk-insert';
import { type Prng } from '../prng';
import type { CategoryNode, ShopRow } from '../seed-rows';
import type { SeedSize } from '../seed-sizes';
import { drawShop } from '../shop-draw';

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
    const { shop, row, addresses: shopAddresses } = drawShop(prng, shipping, id, level1);
    result.push(shop);
    await shops.add(row);
    for (const address of shopAddresses) await addresses.add(address);
  }
  await shops.flush();
  await addresses.flush();
  return result;
}
