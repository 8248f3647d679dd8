import { parseFragment } from 'parse5';

/**
 * What a browser would make of some HTML (parse5 follows the HTML standard's parsing rules), and
 * every way it could run script: a finding per element, attribute or URL that could.
 */

interface Node {
  nodeName: string;
  tagName?: string;
  namespaceURI?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const SCRIPT_CAPABLE = new Set(['script', 'iframe', 'frame', 'object', 'embed', 'applet', 'form', 'base', 'meta', 'link', 'style', 'svg', 'math', 'template', 'input', 'button', 'textarea', 'select', 'video', 'audio', 'source']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'poster', 'background', 'srcset']);

/** The scheme a browser's URL parser sees: tabs and newlines removed, leading spaces and controls trimmed. */
export function schemeOf(url: string): string | null {
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned);
  return match ? match[1]!.toLowerCase() : null;
}

export function executableFindings(html: string): string[] {
  const findings: string[] = [];
  const visit = (node: Node) => {
    if (node.tagName) {
      const tag = node.tagName.toLowerCase();
      if (node.namespaceURI && node.namespaceURI !== HTML_NS) findings.push(`foreign element <${tag}>`);
      if (SCRIPT_CAPABLE.has(tag)) findings.push(`element <${tag}>`);
      for (const { name, value } of node.attrs ?? []) {
        const attr = name.toLowerCase();
        if (attr.startsWith('on')) findings.push(`handler ${attr} on <${tag}>`);
        if (attr === 'style') findings.push(`style on <${tag}>`);
        if (attr === 'srcdoc') findings.push(`srcdoc on <${tag}>`);
        if (URL_ATTRIBUTES.has(attr)) {
          const scheme = schemeOf(value);
          if (scheme && !['http', 'https', 'mailto'].includes(scheme)) findings.push(`${scheme}: URL in ${attr} of <${tag}>`);
          if (tag === 'img' && attr === 'src' && !(/^\/files\//.test(value) || scheme === 'https')) findings.push(`image from ${value}`);
        }
        if (tag === 'a' && attr === 'target') {
          const rel = (node.attrs ?? []).find((a) => a.name === 'rel')?.value ?? '';
          if (!/\bnoopener\b/.test(rel)) findings.push('target without rel=noopener');
        }
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parseFragment(html));
  return findings;
}
