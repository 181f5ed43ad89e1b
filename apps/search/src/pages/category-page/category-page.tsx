import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useGetCategoryPageQuery } from '@vouch/api-client';
import {
  categoryPath,
  deepestCategorySearchPath,
  DEFAULT_SEARCH_PARAMS,
  formatCount,
  pagePath,
  searchQueryString,
} from '@vouch/domain';
import { Breadcrumb, cardSurface, Spinner } from '@vouch/design-system';
import { ProductGrid } from '@vouch/catalog-ui';

const Children = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  > li {
    ${cardSurface}
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * Spec §2 `/reviews/categories/{slug}`: upper levels, children with their children, and top
 * products. A deepest category redirects to search (replacing itself, so Back returns to where the
 * shopper came from); one that fails to load sends to the category index.
 */
export function CategoryPage() {
  const { categorySlug = '' } = useParams();
  const navigate = useNavigate();
  const { data, isError } = useGetCategoryPageQuery(categorySlug);

  const redirect = isError
    ? pagePath('categoryIndex')
    : data?.category.is_deepest
      ? deepestCategorySearchPath(data.category)
      : null;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (!data || redirect) return <Spinner />;
  const {
    category,
    children,
    grand_children: grandChildren,
    upper_level_categories: upper,
    top_products: topProducts,
  } = data;
  const allProducts = pagePath(
    'PageSearch',
    {},
    {
      query: searchQueryString({
        ...DEFAULT_SEARCH_PARAMS,
        category_id: category.id,
        category_search: true,
      }),
    },
  );

  return (
    <>
      <Breadcrumb aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={pagePath('categoryIndex')}>All categories</Link>
          </li>
          {upper.map((ancestor) => (
            <li key={ancestor.id}>
              <Link to={categoryPath(ancestor)}>{ancestor.name}</Link>
            </li>
          ))}
          <li aria-current="page">{category.name}</li>
        </ol>
      </Breadcrumb>
      <h1>{category.name}</h1>
      <p>
        {formatCount(category.products_count)} products.{' '}
        <Link to={allProducts}>See all {category.name} products</Link>
      </p>
      {children.length > 0 && (
        <section aria-labelledby="subcategories">
          <h2 id="subcategories">Browse {category.name}</h2>
          <Children>
            {children.map((child) => (
              <li key={child.id}>
                <h3>
                  <Link to={categoryPath(child)}>{child.name}</Link>
                </h3>
                <ul>
                  {grandChildren
                    .filter((grandChild) => grandChild.parent_id === child.id)
                    .map((grandChild) => (
                      <li key={grandChild.id}>
                        <Link to={categoryPath(grandChild)}>{grandChild.name}</Link>
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </Children>
        </section>
      )}
      {topProducts.length > 0 && (
        <section aria-labelledby="top-products">
          <h2 id="top-products">Top {category.name} products</h2>
          <ProductGrid products={topProducts} label={`Top ${category.name} products`} />
        </section>
      )}
    </>
  );
}
