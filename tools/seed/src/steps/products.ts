import { type QueryExecutorProvider, sql } from 'kysely';
import { slugify } from '@vouch/domain';
import { BulkInserter } from '../bulk-insert';
import { encodedId } from '../encoded-id';
import { generatedImage } from '../generated-image';
import { productPictureColour } from '../picture-colours';
import { categoryLookup, drawProduct } from '../product-draw';
import { type Prng } from '../prng';
import type { ShopRow, ProductRow } from '../seed-rows';
import type { SeedSize } from '../seed-sizes';

export async function seedProducts(
  db: QueryExecutorProvider,
  prng: Prng,
  size: SeedSize,
  shops: ShopRow[],
): Promise<ProductRow[]> {
  const products = new BulkInserter(db, 'products', {
    id: 'int8',
    encoded_id: 'text',
    shop_id: 'int8',
    handle: 'text',
    title: 'text',
    description: 'text',
    image_url: 'text',
    retina_image_url: 'text',
    external_id: 'text',
    external_url: 'text',
    currency: 'text',
    lowest_price: 'numeric',
    highest_price: 'numeric',
    displayed_price: 'numeric',
    sales_count: 'int4',
    created_at: 'timestamptz',
    category_ids: 'text as integer[]',
  });
  const links = new BulkInserter(
    db,
    'product_categories',
    { product_id: 'int8', category_id: 'int4' },
    { batchSize: 15000, parent: products },
  );
  const { rows: categoryRows } = await sql<{ id: number; parent_id: number | null; name: string }>`
    select id, parent_id, name from categories`.execute(db);
  const categories = categoryLookup(categoryRows);
  const result: ProductRow[] = [];
  for (let id = 1; id <= size.products; id++) {
    const drawn = drawProduct(prng, id, shops, categories);
    const { shop, level1, handle, title } = drawn;
    const pictureColour = productPictureColour(drawn.colour, id);
    result.push({
      id,
      shopId: shop.id,
      pictureGroup: level1.pictureGroup,
      colour: pictureColour,
      pictureKind: slugify(categories.nameOf(drawn.categoryIds[0]!)),
    });
    await products.add({
      id,
      encoded_id: encodedId('p', id),
      shop_id: shop.id,
      handle,
      title,
      description: drawn.description,
      // Its kind's pictogram (its title ends with its leaf category), else its group's, in its colour; its review photos show the same.
      image_url: generatedImage(`product-${level1.pictureGroup}-${pictureColour}-${handle}`),
      retina_image_url: generatedImage(
        `product-${level1.pictureGroup}-${pictureColour}-${handle}`,
        'retina',
      ),
      external_id: String(1_000_000 + id),
      external_url: `https://${shop.domain}/products/${handle}`,
      currency: shop.currency,
      lowest_price: drawn.lowestPrice,
      highest_price: drawn.highestPrice,
      displayed_price: drawn.displayedPrice,
      sales_count: drawn.salesCount,
      created_at: drawn.createdAt,
      category_ids: `{${[...drawn.categoryIds].sort((a, b) => a - b).join(',')}}`,
    });
    for (const categoryId of drawn.categoryIds)
      await links.add({ product_id: id, category_id: categoryId });
  }
  await products.flush();
  await links.flush();
  return result;
}
