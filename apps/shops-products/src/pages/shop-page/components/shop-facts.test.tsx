import { screen } from '@testing-library/react';
import { renderRoute, shopFixture } from '@vouch/ui-testing';
import { ShopFacts } from './shop-facts';

const address = { address_line_2: null, city: 'Bristol', postcode: 'BS1 4DJ', country: 'GB' };

describe("a shop's facts", () => {
  it('marks the billing address among the confirmed ones (spec §3 "Address: ... billing flag")', () => {
    const shop = shopFixture({
      contact_info: {
        response_time: null,
        confirmed_contact: true,
        confirmed_addresses: [
          { ...address, address_line_1: '12 Harbour Road', billing: true },
          { ...address, address_line_1: '3 Station Road', billing: false },
        ],
      },
    });
    renderRoute(<ShopFacts shop={shop} />, {
      pattern: '/reviews/stores/:shopSlug',
      url: '/reviews/stores/harbor-outfitters',
    });
    const [billing, other] = screen
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('address'));
    expect(billing?.textContent).toContain('12 Harbour Road');
    expect(billing?.textContent).toContain('Billing address');
    expect(other?.textContent).not.toContain('Billing address');
  });
});
