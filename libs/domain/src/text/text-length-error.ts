/** How long a piece of writing may be, and what to say when it is empty. */
export interface TextLengthRule {
  /** Shown for an empty or blank text. */
  empty: string;
  /** What the text is, in "Please keep your {what} to ...". */
  what: string;
  min?: number;
  max: number;
}

const count = (value: number) => value.toLocaleString('en-US');

/** The message for a text that breaks its rule, counted without the surrounding blanks (it is saved trimmed), or null. */
export function textLengthError(text: string, rule: TextLengthRule): string | null {
  const length = text.trim().length;
  if (length === 0) return rule.empty;
  if (rule.min !== undefined && length < rule.min)
    return `Please write at least ${count(rule.min)} characters in your ${rule.what} (it has ${count(length)})`;
  if (length > rule.max)
    return `Please keep your ${rule.what} to ${count(rule.max)} characters (it has ${count(length)})`;
  return null;
}
