import { escapeHtml } from '../http/escape-html';

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * The HTML part of a message written as text: the same words, escaped, paragraphs where the text
 * has blank lines, and the site's own addresses (those starting with `linkOrigin`) as links. One
 * source for both parts, so they never disagree. Other addresses stay text: a shop's name or a
 * product's title is user text, and Vouch's signed mail must not make its links clickable.
 */
export function htmlOfText(text: string, linkOrigin: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => {
      const lines = paragraph.split('\n').map((line) => linkedLine(line, linkOrigin));
      return `<p>${lines.join('<br>\n')}</p>`;
    });
  return (
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">\n' +
    `${paragraphs.join('\n')}\n</body></html>`
  );
}

function linkedLine(line: string, linkOrigin: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    if (!match[0].startsWith(`${linkOrigin}/`)) continue;
    html += escapeHtml(line.slice(last, match.index));
    const href = escapeHtml(match[0]);
    html += `<a href="${href}">${href}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(last));
}
