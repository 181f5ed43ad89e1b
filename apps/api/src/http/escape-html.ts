/** Text made safe inside HTML text and quoted attributes: the five characters that could end either, as numeric references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
