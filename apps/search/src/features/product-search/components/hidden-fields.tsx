/** What a GET form carries unchanged: one hidden field for each name and value of `query`. */
export function HiddenFields({ query }: { query: URLSearchParams }) {
  return [...query].map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
