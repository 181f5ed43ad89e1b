/** Locales come from visitors' headers: past this many, the kept formatters start over. */
const KEPT_AT_MOST = 256;

/**
 * `create` once per key, then the kept value. Intl formatters cost far more to make than to use
 * (a NumberFormat or DateTimeFormat about 0.1 ms; a phone's page made dozens as it started).
 */
export function keptPerKey<Value>(create: (key: string) => Value): (key: string) => Value {
  const kept = new Map<string, Value>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = create(key);
      if (kept.size >= KEPT_AT_MOST) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
