import { describe, expect, it } from 'vitest';
import { alignableOf, alignmentStep } from '@/lib/workflow/alignment';
import { clampZoom, stepZoom, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN } from '@/lib/workflow/zoom';

describe('zoom (0.2 to 4, step 0.1, default 1)', () => {
  it('steps by a tenth without drifting', () => {
    expect(ZOOM_DEFAULT).toBe(1);
    let zoom = ZOOM_DEFAULT;
    for (let i = 0; i < 3; i++) {
      const next = stepZoom(zoom, 'in');
      if (!next.ok) throw new Error('refused');
      zoom = next.zoom;
    }
    expect(zoom).toBe(1.3);
    expect(stepZoom(0.30000000000000004, 'out')).toEqual({ ok: true, zoom: 0.2 });
  });

  it('refuses to go beyond either end, naming which', () => {
    expect(stepZoom(ZOOM_MIN, 'out')).toEqual({ ok: false, limit: 'min' });
    expect(stepZoom(ZOOM_MAX, 'in')).toEqual({ ok: false, limit: 'max' });
    expect(stepZoom(3.9, 'in')).toEqual({ ok: true, zoom: 4 });
    expect(stepZoom(0.3, 'out')).toEqual({ ok: true, zoom: 0.2 });
  });

  it('clamps a level reached by other means into the range', () => {
    expect(clampZoom(7)).toBe(ZOOM_MAX);
    expect(clampZoom(0.05)).toBe(ZOOM_MIN);
    expect(clampZoom(Number.NaN)).toBe(ZOOM_DEFAULT);
    expect(clampZoom(1.26)).toBe(1.3);
  });
});

describe('alignment needs two shapes', () => {
  const shape = (id: string) => ({ id, parent: { id: 'root' } });
  const flow = { id: 'f', parent: { id: 'root' }, waypoints: [] };
  const label = { id: 'l', parent: { id: 'root' }, labelTarget: {} };
  const root = { id: 'root', parent: undefined };

  it('warns with fewer than two alignable shapes, whatever else is selected', () => {
    expect(alignmentStep([])).toBe('needSeveral');
    expect(alignmentStep([shape('a')])).toBe('needSeveral');
    expect(alignmentStep([shape('a'), flow, label, root])).toBe('needSeveral');
  });

  it('asks to confirm with two or more, and aligns only the shapes', () => {
    const selection = [shape('a'), flow, shape('b')];
    expect(alignmentStep(selection)).toBe('confirm');
    expect(alignableOf(selection).map((e) => e.id)).toEqual(['a', 'b']);
  });
});
