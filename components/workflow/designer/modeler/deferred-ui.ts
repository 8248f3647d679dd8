/**
 * diagram-js draws two things with preact through htm templates: the popup menu (the context
 * pad's "change type" and "align" menus) and the palette's hover tooltips. Both appear only after
 * a click or a hover, yet preact, htm and the menu's components would come with the designer's
 * first load. The build hands the three diagram-js modules that draw them these stand-ins instead
 * (deferred-ui-loader.cjs): a template is kept as written, and drawn once the real `html` and
 * `render` have arrived, with every component it names fetched alongside.
 * Made for diagram-js@15.28.1; tools/third-party-patches.ts says what to check when diagram-js moves on.
 */

/** What diagram-js's own UI module offers for drawing: htm's `html` over preact, and preact's `render`. */
export interface DrawingUi {
  html(strings: TemplateStringsArray, ...values: unknown[]): unknown;
  render(node: unknown, container: Element): void;
}

/** A template as written, its values included (some of them templates or components still to fetch). */
class Template {
  constructor(
    readonly strings: TemplateStringsArray,
    readonly values: unknown[],
  ) {}
}

/** A component whose module is fetched when a template naming it is first drawn. */
class DeferredComponent {
  constructor(readonly load: () => Promise<{ default: unknown }>) {}
}

export function deferredComponent(load: () => Promise<{ default: unknown }>): unknown {
  return new DeferredComponent(load);
}

/** The real node for a value: templates drawn with the real `html` (the nested ones first), components fetched. */
async function realize(value: unknown, ui: DrawingUi): Promise<unknown> {
  if (value instanceof DeferredComponent) return (await value.load()).default;
  if (!(value instanceof Template)) return value;
  const values = await Promise.all(value.values.map((inner) => realize(inner, ui)));
  // The same strings object each time: htm keeps what it parsed of a template by it.
  return ui.html(value.strings, ...values);
}

/**
 * Each container's drawings in the order they were asked for: a menu closed while its code was
 * still on the way ends up closed.
 */
const queued = new WeakMap<Element, Promise<void>>();

/**
 * `html` and `render` as diagram-js uses them, over the real ones `load` fetches on the first
 * drawing. A failed fetch is tried again by the next drawing.
 */
export function deferredUi(load: () => Promise<DrawingUi>): DrawingUi {
  let ui: Promise<DrawingUi> | null = null;
  const html = (strings: TemplateStringsArray, ...values: unknown[]) => new Template(strings, values);
  const render = (node: unknown, container: Element) => {
    // Clearing a container nothing was ever drawn in (a pointer leaving the palette before any tooltip) needs no code.
    if (node == null && !queued.has(container)) return;
    const drawing = (queued.get(container) ?? Promise.resolve()).then(async () => {
      ui ??= load();
      const real = await ui;
      real.render(await realize(node, real), container);
    });
    queued.set(
      container,
      drawing.catch((error: unknown) => {
        ui = null;
        console.error('[designer] a menu or tooltip could not be drawn', error);
      }),
    );
  };
  return { html, render };
}
