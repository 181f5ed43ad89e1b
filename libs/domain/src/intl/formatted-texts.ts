/**
 * The texts Intl wrote for one page, each under what it says (formatter, locale, value). The server
 * writes down those it renders and hands them over with the page, so the browser hydrating that
 * page asks Intl for none of them: a page's first formatter makes ICU load its data, 20-65 ms in
 * desktop Chromium and the longest task of a phone's start.
 *
 * Only texts that read the same wherever they are written belong here (UTC days, prices), never
 * one in the reader's own time zone.
 */
export class FormattedTexts {
  private readonly texts: Map<string, string>;

  /** `handed`: what the server wrote down; `writesDown`: keep each text written here (the server's render). */
  constructor(
    handed: Readonly<Record<string, string>> = {},
    private readonly writesDown = false,
  ) {
    this.texts = new Map(Object.entries(handed));
  }

  /** The text kept under `key`, else what `write` makes (kept when this writes down). */
  text(key: string, write: () => string): string {
    const kept = this.texts.get(key);
    if (kept !== undefined) return kept;
    const written = write();
    if (this.writesDown) this.texts.set(key, written);
    return written;
  }

  /** What the browser is handed. */
  toJSON(): Record<string, string> {
    return Object.fromEntries(this.texts);
  }
}

/** `write()`, through `texts` under `key` when there are any. */
export function formattedText(
  texts: FormattedTexts | undefined,
  key: string,
  write: () => string,
): string {
  return texts ? texts.text(key, write) : write();
}
