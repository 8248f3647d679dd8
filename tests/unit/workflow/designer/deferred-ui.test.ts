import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deferredComponent, deferredUi, type DrawingUi } from '@/components/workflow/designer/modeler/deferred-ui';

interface JsRule { condition: { path: RegExp }; loaders: string[] }
interface Rewrite { file: RegExp; changes: { from: string; to: string }[] }

const root = path.resolve(__dirname, '../../../..');
const loader = createRequire(import.meta.url)(path.join(root, 'components/workflow/designer/modeler/deferred-ui-loader.cjs')) as {
  REWRITES: Rewrite[];
  rewrite(source: string, file: string): string;
};
const features = (file: string) => path.join(root, 'node_modules/diagram-js/lib/features', file);
const REWRITTEN = [features('popup-menu/PopupMenu.js'), features('hover-tooltip/HoverTooltip.js'), features('palette/PaletteTooltip.js')];

/** A stand-in for preact and htm: `html` records what it was given, `render` what it was asked to draw where. */
function fakeUi() {
  const drawn: { node: unknown; container: Element }[] = [];
  const ui: DrawingUi = {
    html: (strings, ...values) => ({ text: strings.join('|'), values }),
    render: (node, container) => drawn.push({ node, container }),
  };
  return { ui, drawn };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('diagram-js drawing with preact fetched on first use', () => {
  it("finds each import it replaces in diagram-js's modules, and changes nothing else", () => {
    for (const file of REWRITTEN) {
      const source = readFileSync(file, 'utf8');
      const rewriteOf = loader.REWRITES.find((r) => r.file.test(file))!;
      // diagram-js moved or renamed an import: preact is back in the designer's first load until the rewrite follows.
      for (const change of rewriteOf.changes) expect(source, file).toContain(change.from);
      const rewritten = loader.rewrite(source, file);
      expect(rewritten).not.toContain("from '../../ui/index.js'");
      const [added, ...rest] = rewritten.split('\n');
      const restored = rewriteOf.changes.reduce((text, change) => text.replace(change.to, change.from), rest.join('\n'));
      expect(restored).toBe(source);
      // The added import names the stand-ins' module, relative to the rewritten one.
      const target = /from '([^']+)'/.exec(added!)![1]!;
      expect(path.resolve(path.dirname(file), target)).toBe(path.join(root, 'components/workflow/designer/modeler/deferred-ui.ts'));
    }
  });

  it('fetches only what the modules import lazily, which diagram-js exports as their default', () => {
    for (const component of ['popup-menu/PopupMenuComponent.js', 'palette/PaletteTooltipComponent.js']) {
      expect(readFileSync(features(component), 'utf8'), component).toContain('export default function');
    }
    expect(existsSync(path.join(root, 'node_modules/diagram-js/lib/ui/index.js'))).toBe(true);
  });

  it("is matched by the bundler rule at those modules' paths only", async () => {
    const config = ((await import(pathToFileURL(path.join(root, 'next.config.mjs')).href)) as { default: { turbopack: { rules: Record<string, JsRule[]> } } }).default;
    const rule = config.turbopack.rules['*.js']!.find((r) => r.loaders.some((l) => l.endsWith('deferred-ui-loader.cjs')))!;
    for (const file of REWRITTEN) expect(rule.condition.path.test(file), file).toBe(true);
    for (const other of ['popup-menu/PopupMenuComponent.js', 'palette/Palette.js', 'context-pad/ContextPad.js']) expect(rule.condition.path.test(features(other)), other).toBe(false);
  });

  it('draws a template, nested templates and fetched components included, once the real UI has arrived', async () => {
    const { ui, drawn } = fakeUi();
    let fetches = 0;
    const deferred = deferredUi(async () => {
      fetches += 1;
      return ui;
    });
    const Component = () => null;
    const container = {} as Element;
    const inner = deferred.html`<${deferredComponent(async () => ({ default: Component }))} title=${'Task'} />`;
    deferred.render(deferred.html`<div>${inner}</div>`, container);
    expect(drawn).toEqual([]);
    await settle();
    expect(drawn).toEqual([{ node: { text: '<div>|</div>', values: [{ text: '<| title=| />', values: [Component, 'Task'] }] }, container }]);
    deferred.render(null, container);
    await settle();
    expect(drawn.at(-1)).toEqual({ node: null, container });
    expect(fetches).toBe(1);
  });

  it('keeps the order of drawings, and fetches nothing to clear a container never drawn in', async () => {
    const { ui, drawn } = fakeUi();
    let arrive: (value: DrawingUi) => void = () => undefined;
    let fetches = 0;
    const deferred = deferredUi(() => {
      fetches += 1;
      return new Promise<DrawingUi>((resolve) => (arrive = resolve));
    });
    const untouched = {} as Element;
    deferred.render(null, untouched);
    expect(fetches).toBe(0);
    const menu = {} as Element;
    deferred.render(deferred.html`<menu />`, menu);
    deferred.render(null, menu);
    await settle();
    arrive(ui);
    await settle();
    expect(drawn.map((d) => d.node)).toEqual([{ text: '<menu />', values: [] }, null]);
  });
});
