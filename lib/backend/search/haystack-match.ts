import { isCjkPair } from './search-text';

/**
 * How the search asks for a text in the haystacks: `needle`, the exact substring a matching
 * haystack holds, and `indexed`, a LIKE pattern every such haystack matches too, for the trigram
 * index. The index collects every entry of a kind that matches `indexed` before the first is read,
 * at a cost that grows with the entries times the trigrams the pattern holds: a word in 10,000 of
 * a kind's entries cost 0.8 ms per kind as three trigrams and 1.6 ms as eight. So `indexed` keeps
 * few trigrams, and the needle, checked on the entries the index found, decides: the entries found
 * and their order are those of the needle alone.
 */
export interface HaystackMatch {
  indexed: string;
  needle: string;
  /**
   * Whether `indexed` holds a trigram, so that the index narrows the entries to those holding
   * it. A text without one (a letter, two digits, one Chinese character) leaves the index reading
   * every entry of a kind, and the planner must see the text to choose another way.
   */
  narrowed: boolean;
}

/** Latin words this long (seven trigrams and more) are asked for by three of their trigrams. */
const LONG_WORD = /^[a-z]{9,}$/;

/**
 * Three letters or digits in a row: the trigram index extracts a trigram from such a word between
 * wildcards. (It extracts some from shorter words beside other characters too; those texts are
 * only planned as before.)
 */
const WORD_OF_THREE = /[\p{L}\p{N}]{3}/u;

/** The text as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function haystackMatch(text: string): HaystackMatch {
  // Two Chinese characters are one of the haystack's pairs, a word between spaces (" 浦江 "). The
  // pair followed by its space is one trigram ("浦江 "), where the pair between spaces is three.
  if (isCjkPair(text)) return { indexed: `%${text} %`, needle: ` ${text} `, narrowed: true };
  // A long word: its first, middle and last three letters, in order and apart, which the word
  // itself matches. Letters only: digits (a phone number) repeat the same few trigrams in most
  // entries, and three of them would select far more than the number does.
  if (LONG_WORD.test(text)) {
    const middle = Math.floor((text.length - 3) / 2);
    return { indexed: `%${text.slice(0, 3)}%${text.slice(middle, middle + 3)}%${text.slice(-3)}%`, needle: text, narrowed: true };
  }
  return { indexed: containsPattern(text), needle: text, narrowed: WORD_OF_THREE.test(text) };
}
