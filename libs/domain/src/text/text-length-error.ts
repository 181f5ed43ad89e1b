import { formatCount } from '../intl/format-count';

/** How long a piece of writing may be, and what to say when it is empty. */
export interface TextLengthRule {
  /** Shown for an empty or blank text. */
  empty: string;
  /** What the text is, in "Please keep your {what} to ...". */
  what: string;
  min?: number;
  max: number;
}

/** The message for a text that breaks its rule, counted without the surrounding blanks (it is saved trimmed), or null. */
export function textLengthError(text: string, rule: TextLengthRule): string | null {
  const length = text.trim().length;
  if (length === 0) return rule.empty;
  if (rule.min !== undefined && length < rule.min)
    return `Please write at least ${formatCount(rule.min)} characters in your ${rule.what} (it has ${formatCount(length)})`;
  if (length > rule.max)
    return `Please keep your ${rule.what} to ${formatCount(rule.max)} characters (it has ${formatCount(length)})`;
  return null;
}
