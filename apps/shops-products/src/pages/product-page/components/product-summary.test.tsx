import { screen } from '@testing-library/react';
import { productFixture, renderRoute, shopFixture } from '@vouch/ui-testing';
import { ProductSummary } from './product-summary';

function renderSummary(externalUrl: string) {
  return renderRoute(
    <ProductSummary
      product={productFixture({ external_url: externalUrl })}
      shop={shopFixture()}
      widget={null}
    />,
    {
      pattern: '/reviews/stores/:shopSlug/products/:productHandle',
      url: '/reviews/stores/harbor-outfitters/products/canvas-weekender',
    },
  );
}

const shopLink = () => screen.queryByRole('link', { name: /^See it at Harbor Outfitters/ });

describe('the product summary\'s link to the shop (spec §5: "Links have a javascript: prefix stripped")', () => {
  it("links to the shop's own page for the product", () => {
    renderSummary('https://harbor.example.com/products/canvas-weekender');
    expect(shopLink()?.getAttribute('href')).toBe(
      'https://harbor.example.com/products/canvas-weekender',
    );
  });

  it('never puts a javascript: address in the link', () => {
    renderSummary(' JavaScript:https://harbor.example.com/products/canvas-weekender');
    expect(shopLink()?.getAttribute('href')).toBe(
      'https://harbor.example.com/products/canvas-weekender',
    );
  });

  it('shows no link for an address that is no web link', () => {
    renderSummary('data:text/html,<script>alert(1)</script>');
    expect(shopLink()).toBeNull();
  });
});

describe("the product's picture (spec §8: the marketplace image host gets no referrer)", () => {
  const renderWithPicture = (imageUrl: string) =>
    renderRoute(
      <ProductSummary
        product={productFixture({ image_url: imageUrl })}
        shop={shopFixture()}
        widget={null}
      />,
      {
        pattern: '/reviews/stores/:shopSlug/products/:productHandle',
        url: '/reviews/stores/harbor-outfitters/products/canvas-weekender',
      },
    );

  it('asks the marketplace host without a referrer', () => {
    renderWithPicture('https://ae01.alicdn.com/kf/canvas.jpg');
    expect(
      screen.getByRole('img', { name: 'Canvas weekender bag' }).getAttribute('referrerpolicy'),
    ).toBe('no-referrer');
  });

  it("is asked for at high priority: it is the page's largest paint", () => {
    renderWithPicture('/media/generated/product-canvas-weekender.webp');
    expect(
      screen.getByRole('img', { name: 'Canvas weekender bag' }).getAttribute('fetchpriority'),
    ).toBe('high');
  });

  it('leaves other hosts to the page policy', () => {
    renderWithPicture('/media/generated/product-canvas-weekender.svg');
    expect(
      screen.getByRole('img', { name: 'Canvas weekender bag' }).getAttribute('referrerpolicy'),
    ).toBeNull();
  });
});
