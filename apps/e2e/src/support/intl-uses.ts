import type { Page } from 'playwright-core';

/**
 * Every Intl formatter the page makes and every question it asks Intl, from now on. Hydrating a
 * page the server wrote needs none: its dates and prices come with the server state, and a page's
 * first formatter makes ICU load its data, the longest task of a phone's start (issue #27's TBT).
 */
export async function intlUses(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const used: string[] = [];
    Object.assign(window, { vouchIntlUses: used });
    const kinds = ['DateTimeFormat', 'NumberFormat', 'Collator', 'DisplayNames', 'PluralRules'];
    for (const kind of kinds) {
      const made = Reflect.get(Intl, kind) as new (...args: unknown[]) => object;
      const counted = new Proxy(made, {
        construct(target, args) {
          used.push(`new Intl.${kind}(${JSON.stringify(args)})`);
          return Reflect.construct(target, args);
        },
        get(target, key) {
          const value = Reflect.get(target, key) as unknown;
          if (key !== 'supportedLocalesOf' || typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            used.push(`Intl.${kind}.supportedLocalesOf(${JSON.stringify(args)})`);
            return Reflect.apply(value, target, args) as unknown;
          };
        },
      });
      Reflect.set(Intl, kind, counted);
    }
    const compare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (...args: Parameters<typeof compare>) {
      used.push('localeCompare');
      return compare.apply(this, args);
    };
  });
  return () => page.evaluate(() => [...Reflect.get(window, 'vouchIntlUses')] as string[]);
}
