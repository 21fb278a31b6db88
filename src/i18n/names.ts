/** The first `n` user-perceived characters: emoji and CJK are never split (docs/product.md, "Ranking": names up to 4). */
export function firstGraphemes(text: string, n = 4): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const seg = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    let out = '';
    let i = 0;
    for (const { segment } of seg.segment(text)) {
      if (i++ === n) break;
      out += segment;
    }
    return out;
  }
  return Array.from(text).slice(0, n).join('');
}

/** A name as the ranking shows it: its first `n` characters, and "…" when that cut something off. */
export function shownName(text: string, n = 4): string {
  const cut = firstGraphemes(text, n);
  return cut === text ? cut : `${cut}…`;
}
