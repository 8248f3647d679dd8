import { pinyin } from 'pinyin-pro';

/**
 * Keys made from what an administrator names: a process key from the process's name (差旅报销 →
 * chailv_baoxiao), a control's id from its label, an option's value from its text. Chinese is
 * written in pinyin without tones, two syllables to a word (most Chinese words are two characters),
 * other letters and digits kept as words, lower case, words joined by "_". A key always starts
 * with a letter, so it is a valid process key, control id and expression variable alike.
 *
 * pinyin-pro carries its dictionary (some 300 KB): in the browser only the designers that make keys
 * import this module, each loaded on its own page or dialog (next/dynamic), never with a first load.
 */

export interface NameKeyOptions {
  /** The longest key (control ids: 40). */
  maxLength?: number;
  /** What a name without letters becomes, and what goes before one starting with a digit. */
  fallback?: string;
}

const DEFAULT_MAX = 40;
const HAN = /\p{Script=Han}+/u;
const PARTS = /(\p{Script=Han}+)|([A-Za-z0-9]+)/gu;

/**
 * Words of a business form that pinyin-pro reads the other way (差 as in 差额, 还 as in 还是): read
 * here as they are meant. Kept out of pinyin-pro's own dictionary, which is shared by the search.
 */
const READINGS: Readonly<Record<string, string>> = { 差旅: 'chai lv', 还款: 'huan kuan', 调拨: 'diao bo' };
const READ_HERE = new RegExp(`(${Object.keys(READINGS).join('|')})`, 'u');

/** The syllables of a run of Chinese characters, read together so a word's reading is chosen by its context. */
function syllables(run: string): string[] {
  return run.split(READ_HERE).flatMap((part) => {
    if (!part) return [];
    const read = READINGS[part] ?? pinyin(part, { toneType: 'none', type: 'string', v: true });
    return read.split(/\s+/).map((s) => s.toLowerCase().replace(/[^a-z]/g, '')).filter(Boolean);
  });
}

/** The words of a name: two syllables of Chinese to a word, latin words split where their case turns. */
function wordsOf(name: string): string[] {
  const words: string[] = [];
  for (const [, han, latin] of name.matchAll(PARTS)) {
    if (han && HAN.test(han)) {
      const read = syllables(han);
      for (let at = 0; at < read.length; at += 2) words.push(read.slice(at, at + 2).join(''));
    } else if (latin) {
      words.push(...latin.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(' '));
    }
  }
  return words.filter(Boolean);
}

/** Words joined by "_" up to the length, cut at a word (one longer word alone is cut itself). */
function joined(words: readonly string[], maxLength: number): string {
  let key = '';
  for (const word of words) {
    const next = key ? `${key}_${word}` : word;
    if (next.length > maxLength) return key || next.slice(0, maxLength);
    key = next;
  }
  return key;
}

/** The key a name makes (差旅报销 → chailv_baoxiao, Travel expense → travel_expense). */
export function keyFromName(name: string, options: NameKeyOptions = {}): string {
  const maxLength = options.maxLength ?? DEFAULT_MAX;
  const fallback = options.fallback ?? 'key';
  const words = wordsOf(name);
  if (words.length === 0) return fallback.slice(0, maxLength);
  // A key starts with a letter: one whose name starts with a digit gets the fallback before it.
  const lettered = /^[a-z]/.test(words[0]!) ? words : [fallback, ...words];
  return joined(lettered, maxLength);
}

/** The key, or the key numbered with the first number free (_2, _3, …), among those taken. */
export function uniqueKey(key: string, taken: ReadonlySet<string>, maxLength = DEFAULT_MAX): string {
  if (!taken.has(key)) return key;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const numbered = `${key.slice(0, maxLength - suffix.length)}${suffix}`;
    if (!taken.has(numbered)) return numbered;
  }
}

/** A key the name made (numbered or not): one nobody typed by hand, so a new name may make it again. */
export function isKeyOf(key: string, name: string, options: NameKeyOptions = {}): boolean {
  const made = keyFromName(name, options);
  if (key === made) return true;
  const numbered = /^(.+)_\d+$/.exec(key);
  if (!numbered) return false;
  const base = numbered[1]!;
  // A base shortened to leave room for its number, at the longest a key may be.
  return base === made || (key.length === (options.maxLength ?? DEFAULT_MAX) && made.startsWith(base));
}
