import { convertPriceBounds, priceBoundsInUsd } from './price-bounds';

const rates = { USD: 1, EUR: 0.9, GBP: 0.8 };

describe('convertPriceBounds (spec §5 "prices are converted to the new currency, rounded up")', () => {
  it('converts both bounds through the rates and rounds up', () => {
    expect(convertPriceBounds({ min_price: 10, max_price: 101 }, 'USD', 'EUR', rates)).toEqual({
      min_price: 9,
      max_price: 91,
    });
    expect(convertPriceBounds({ min_price: 9, max_price: null }, 'EUR', 'GBP', rates)).toEqual({
      min_price: 8,
      max_price: null,
    });
  });

  it("keeps the numbers when either side is the store's own currency or has no rate", () => {
    expect(convertPriceBounds({ min_price: 10, max_price: 20 }, '*', 'EUR', rates)).toEqual({
      min_price: 10,
      max_price: 20,
    });
    expect(convertPriceBounds({ min_price: 10, max_price: 20 }, 'EUR', '*', rates)).toEqual({
      min_price: 10,
      max_price: 20,
    });
    expect(convertPriceBounds({ min_price: 10, max_price: 20 }, 'EUR', 'JPY', rates)).toEqual({
      min_price: 10,
      max_price: 20,
    });
  });
});

describe('priceBoundsInUsd', () => {
  it('turns bounds in a chosen currency into dollars', () => {
    expect(priceBoundsInUsd({ min_price: 9, max_price: 18 }, 'EUR', rates)).toEqual({
      min_price: 10,
      max_price: 20,
    });
  });

  it('is null for the store currency or a currency without a rate (prices compare as they are)', () => {
    expect(priceBoundsInUsd({ min_price: 9, max_price: 18 }, '*', rates)).toBeNull();
    expect(priceBoundsInUsd({ min_price: 9, max_price: 18 }, null, rates)).toBeNull();
    expect(priceBoundsInUsd({ min_price: 9, max_price: 18 }, 'JPY', rates)).toBeNull();
  });
});
