import { escapeHtml } from '../http/escape-html';

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * The HTML part of a message written as text: the same words, escaped, paragraphs where the text
 * has blank lines, and its addresses as links. One source for both parts, so they never disagree.
 */
export function htmlOfText(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => {
      const lines = paragraph.split('\n').map((line) => linkedLine(line));
      return `<p>${lines.join('<br>\n')}</p>`;
    });
  return (
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">\n' +
    `${paragraphs.join('\n')}\n</body></html>`
  );
}

function linkedLine(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    html += escapeHtml(line.slice(last, match.index));
    const href = escapeHtml(match[0]);
    html += `<a href="${href}">${href}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}
