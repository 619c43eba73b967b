/**
 * Search by material in zh and en (issue 3: "search by material in zh and en") over a trigram (pg_trgm GIN) index.
 *
 * Two facts shape the key. Chinese has no spaces, so a material word ("铜线", "黄铜") is a substring anywhere in a
 * longer name; and a trigram index can only serve a LIKE pattern that holds at least one whole trigram, which a
 * 1- or 2-character Chinese word never does. So each Han character is written into the key as a 6-character
 * token ("q" + 5 hex digits of its code point): "铜线" becomes "q094dcq07ebf", a substring with 10 trigrams, which the
 * index finds. The "q" cannot be a hex digit, so a match always starts on a character boundary.
 *
 * Latin text is lower-cased, with everything that is not a letter or a digit turned into a space, and matched
 * by word prefix ("% bright%"): pg_trgm pads a word start, so even a 1–2 letter prefix ("cu", "1") gives a
 * trigram the index can use, and "copp" finds "copper" but "opper" does not, which is how people search.
 */
const HAN = /\p{Script=Han}/u;
const WORD = /[\p{L}\p{N}]/u;

/** The largest key kept per ask (names and categories of up to 20 lines fit comfortably). */
export const SEARCH_KEY_MAX_LENGTH = 8000;
/** Terms of one search; more are ignored. */
export const SEARCH_MAX_TERMS = 5;

function hanToken(ch: string): string {
  return `q${ch.codePointAt(0)!.toString(16).padStart(5, '0')}`;
}

/** Normalized text: lower case, Han runs as tokens set apart by spaces, other non-word characters as spaces. */
function normalize(text: string): string {
  let out = '';
  let inHan = false;
  for (const ch of text.normalize('NFKC').toLowerCase()) {
    if (HAN.test(ch)) {
      if (!inHan) out += ' ';
      out += hanToken(ch);
      inHan = true;
      continue;
    }
    if (inHan) {
      out += ' ';
      inHan = false;
    }
    out += WORD.test(ch) ? ch : ' ';
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** The stored search key of an ask: its names, line names and category names, each word after a space. */
export function searchKeyOf(parts: readonly (string | null | undefined)[]): string {
  const body = parts
    .filter((p): p is string => !!p && p.trim() !== '')
    .map(normalize)
    .filter(Boolean)
    .join(' ');
  return ` ${body} `.slice(0, SEARCH_KEY_MAX_LENGTH);
}

/**
 * LIKE patterns for what the user typed; every pattern must match (AND). Han terms match anywhere, other terms
 * by word prefix. Normalization leaves only letters, digits, spaces and the Han tokens, so no LIKE wildcard can
 * come from the user.
 */
export function searchPatternsOf(keyword: string | null | undefined): string[] {
  if (!keyword) return [];
  const terms = normalize(keyword).split(' ').filter(Boolean).slice(0, SEARCH_MAX_TERMS);
  return terms.map((term) => (/^(q[0-9a-f]{5})+$/.test(term) ? `%${term}%` : `% ${term}%`));
}
