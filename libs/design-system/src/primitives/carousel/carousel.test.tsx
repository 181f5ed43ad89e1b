import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../theme/theme';
import { Carousel } from './carousel';

// jsdom lays nothing out: the row's widths and scroll position are the test's, and scrolling moves it at once.
const row = { clientWidth: 500, scrollWidth: 500, scrollLeft: 0 };
const scrolls: ScrollToOptions[] = [];
const layout = {
  clientWidth: { configurable: true, get: () => row.clientWidth },
  scrollWidth: { configurable: true, get: () => row.scrollWidth },
  scrollLeft: { configurable: true, get: () => row.scrollLeft },
  scrollBy: {
    configurable: true,
    value(this: HTMLElement, options: ScrollToOptions) {
      scrolls.push(options);
      row.scrollLeft = Math.min(
        Math.max(row.scrollLeft + (options.left ?? 0), 0),
        row.scrollWidth - row.clientWidth,
      );
      this.dispatchEvent(new Event('scroll'));
    },
  },
};
beforeEach(() => {
  Object.assign(row, { clientWidth: 500, scrollWidth: 500, scrollLeft: 0 });
  scrolls.splice(0);
  Object.defineProperties(HTMLUListElement.prototype, layout);
});
afterEach(() => {
  for (const name of Object.keys(layout))
    delete (HTMLUListElement.prototype as unknown as Record<string, unknown>)[name];
});

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => <li key={index}>Card {index + 1}</li>);
const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>{children}</ThemeProvider>
);
const previous = () =>
  screen.getByRole('button', { name: 'Previous Top products' }) as HTMLButtonElement;
const next = () => screen.getByRole('button', { name: 'Next Top products' }) as HTMLButtonElement;

describe('Carousel', () => {
  it('is a region named by its title, with a row that takes keyboard focus to scroll', () => {
    render(<Carousel title="Top products">{cards(2)}</Carousel>, { wrapper });
    expect(
      screen.getByRole('region', { name: 'Top products' }).getAttribute('aria-roledescription'),
    ).toBe('carousel');
    expect(screen.getByRole('list', { name: 'Top products, scrolls sideways' }).tabIndex).toBe(0);
  });

  it('turns both arrows off when every card fits', () => {
    render(<Carousel title="Top products">{cards(2)}</Carousel>, { wrapper });
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(true);
  });

  it('moves by most of its width with Next and Previous, each off at its end of the row', async () => {
    row.scrollWidth = 1000;
    const user = userEvent.setup();
    render(<Carousel title="Top products">{cards(8)}</Carousel>, { wrapper });
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    await user.click(next());
    expect(scrolls).toEqual([{ left: 400, behavior: 'smooth' }]);
    expect(previous().disabled).toBe(false);
    expect(next().disabled).toBe(false);
    await user.click(next());
    expect(next().disabled).toBe(true);
    await user.click(previous());
    expect(scrolls.at(-1)).toEqual({ left: -400, behavior: 'smooth' });
    expect(next().disabled).toBe(false);
  });

  it('follows a swipe or a scroll made without the arrows', () => {
    row.scrollWidth = 1000;
    render(<Carousel title="Top products">{cards(8)}</Carousel>, { wrapper });
    row.scrollLeft = 500;
    fireEvent.scroll(screen.getByRole('list'));
    expect(next().disabled).toBe(true);
    expect(previous().disabled).toBe(false);
  });

  it('turns Next on when cards arrive after the first paint', async () => {
    const { rerender } = render(<Carousel title="Top products">{cards(0)}</Carousel>, { wrapper });
    expect(next().disabled).toBe(true);
    row.scrollWidth = 1000;
    rerender(<Carousel title="Top products">{cards(8)}</Carousel>);
    // The row is measured again when its children change (a MutationObserver, which answers after the change).
    await waitFor(() => expect(next().disabled).toBe(false));
  });
});
