/**
 * Full-text search declared on an entity (`search: { fields: ['title', 'content'] }`). The query
 * call takes the words as `keyword`; the server matches them with PostgreSQL text search over the
 * named fields (rich text without its tags). The 'simple' configuration splits at spaces and
 * punctuation only, so Chinese text, written without spaces, is searched character by character:
 * each CJK character becomes a word of its own on both sides, and the keyword's characters must
 * follow each other (a phrase), which finds a Chinese word wherever it stands.
 */
export interface FullTextDecl {
  /** Text, textarea or rich-text fields searched together. */
  fields: readonly string[];
}

/** The query parameter carrying the words searched for. */
export const FULL_TEXT_PARAM = 'keyword';

/** The longest keyword taken. */
export const FULL_TEXT_MAX = 100;

/** CJK ideographs (with extension A and compatibility forms), kana and hangul: scripts written without spaces. */
export const CJK_CHARACTER_CLASS = '[\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff]';

/** The text with every CJK character standing as a word of its own ("知识库 guide" → " 知  识  库  guide"). */
export function splitCjk(text: string): string {
  return text.replace(new RegExp(`(${CJK_CHARACTER_CLASS})`, 'g'), ' $1 ');
}

/**
 * The keyword as phrases: each word typed (split at spaces) is a phrase of its letters-and-digits
 * runs, CJK characters one by one; every phrase must be found. Empty when nothing searchable is left.
 */
export function keywordPhrases(keyword: string): string[][] {
  return keyword.slice(0, FULL_TEXT_MAX).toLowerCase().split(/\s+/)
    .map((word) => splitCjk(word).split(/[^\p{L}\p{N}]+/u).filter(Boolean))
    .filter((terms) => terms.length > 0);
}

/** The phrases in PostgreSQL's tsquery syntax: terms of a phrase joined by <->, phrases by &. */
export function tsQueryText(phrases: readonly (readonly string[])[]): string {
  return phrases.map((terms) => (terms.length > 1 ? `(${terms.join(' <-> ')})` : terms[0]!)).join(' & ');
}
