import { act, screen } from '@testing-library/react';
import { TOOLTIP_DISPOSE_MS } from '@vouch/domain';
import { renderRoute, shopFixture } from '@vouch/ui-testing';
import { ShopHeader } from './shop-header';

const shop = shopFixture({
  shop_medals: [
    { measure: 'Transparency', tierKey: 'gold', tier: 'Gold', percent: 96 },
    { measure: 'Authenticity', tierKey: 'bronze', tier: 'Bronze', percent: 81 },
  ],
});
const TRANSPARENCY =
  'Gold transparency medal: 96% of the reviews from verified buyers are published.';

function renderHeader() {
  return renderRoute(<ShopHeader shop={shop} actions={null} ownShop={false} />, {
    pattern: '/reviews/stores/:shopSlug',
    url: '/reviews/stores/harbor-outfitters',
  });
}

const medal = () => screen.getByRole('button', { name: 'Gold transparency medal: 96%' });
const tooltipShown = () => screen.queryAllByRole('tooltip').map((tip) => tip.textContent);

describe("a shop's medals explain themselves (spec §4 tooltips: hover, focus or click; §9: disposed after 5,000 ms)", () => {
  it('opens on hover and closes on leaving', async () => {
    const { user } = renderHeader();
    expect(tooltipShown()).toEqual([]);
    await user.hover(medal());
    expect(tooltipShown()).toEqual([TRANSPARENCY]);
    expect(medal().getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    await user.unhover(medal());
    expect(tooltipShown()).toEqual([]);
  });

  it('opens on focus, closes on Escape and on leaving by Tab', async () => {
    const { user } = renderHeader();
    act(() => medal().focus());
    expect(tooltipShown()).toEqual([TRANSPARENCY]);
    await user.keyboard('{Escape}');
    expect(tooltipShown()).toEqual([]);
    await user.click(medal());
    expect(tooltipShown()).toEqual([TRANSPARENCY]);
    await user.tab();
    expect(tooltipShown()).toEqual([
      'Bronze authenticity medal: 81% of the published reviews come from verified buyers.',
    ]);
  });

  it(`closes by itself ${TOOLTIP_DISPOSE_MS} ms after a tap opened it`, () => {
    jest.useFakeTimers();
    try {
      renderHeader();
      act(() => medal().click());
      expect(tooltipShown()).toEqual([TRANSPARENCY]);
      act(() => jest.advanceTimersByTime(TOOLTIP_DISPOSE_MS - 1));
      expect(tooltipShown()).toEqual([TRANSPARENCY]);
      act(() => jest.advanceTimersByTime(1));
      expect(tooltipShown()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
