export interface CssBlock {
  /** The selector or at-rule before `{`, as written. */
  head: string;
  /** Everything between the braces, nested blocks included. */
  body: string;
}

/** Top-level blocks of a stylesheet, `head{body}` each, and any text after the last one. */
export function cssBlocks(css: string): { blocks: CssBlock[]; rest: string } {
  const blocks: CssBlock[] = [];
  let depth = 0;
  let start = 0;
  let open = 0;
  for (let i = 0; i < css.length; i += 1) {
    const ch = css[i];
    if (ch === '{') {
      if (depth === 0) open = i;
      depth += 1;
    } else if (ch === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push({ head: css.slice(start, open), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    }
  }
  return { blocks, rest: css.slice(start) };
}
