import { describe, expect, it } from 'vitest';
import {
  closeAllViews,
  closeOtherViews,
  closeView,
  forgetVisitedViews,
  loadVisitedViews,
  MAX_OPEN_VIEWS,
  pathBehindRefresh,
  refreshPath,
  saveVisitedViews,
  visitView,
  withHome,
  type VisitedView,
} from '@/lib/client/visited-views';

const view = (path: string, query = ''): VisitedView => ({ path, fullPath: `${path}${query}`, title: `menu${path}` });
const home = view('/');
const tabs = [home, view('/a'), view('/b'), view('/c')];

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe('visited views', () => {
  it('always starts with the home tab', () => {
    expect(withHome([view('/a')], 'menu.dashboard').map((v) => v.path)).toEqual(['/', '/a']);
    expect(withHome([view('/a'), home], 'x').map((v) => v.path)).toEqual(['/', '/a']);
  });

  it('adds a page once and keeps its latest query', () => {
    const once = visitView(tabs, view('/d'));
    expect(once.map((v) => v.path)).toEqual(['/', '/a', '/b', '/c', '/d']);
    const again = visitView(once, view('/b', '?page=2'));
    expect(again.map((v) => v.path)).toEqual(['/', '/a', '/b', '/c', '/d']);
    expect(again[2]?.fullPath).toBe('/b?page=2');
  });

  it('keeps at most twenty tabs, closing the one opened longest ago but never home', () => {
    let open = [home];
    for (let i = 1; i <= 25; i += 1) open = visitView(open, view(`/p${i}`));
    expect(open).toHaveLength(MAX_OPEN_VIEWS);
    expect(MAX_OPEN_VIEWS).toBe(20);
    expect(open.map((v) => v.path)).toEqual(['/', ...Array.from({ length: 19 }, (_, i) => `/p${i + 7}`)]);
    // Going back to an open tab closes nothing.
    expect(visitView(open, view('/p10', '?page=2')).map((v) => v.path)).toEqual(open.map((v) => v.path));
    expect(visitView([home, view('/a'), view('/b')], view('/c'), 3).map((v) => v.path)).toEqual(['/', '/b', '/c']);
  });

  it('never closes the home tab', () => {
    expect(closeView(tabs, '/', '/')).toEqual({ views: tabs, navigateTo: null });
  });

  it('closing the active tab moves to its right neighbour, else its left one, else home', () => {
    expect(closeView(tabs, '/b', '/b')).toEqual({ views: [home, view('/a'), view('/c')], navigateTo: '/c' });
    expect(closeView(tabs, '/c', '/c').navigateTo).toBe('/b');
    expect(closeView([home, view('/a')], '/a', '/a')).toEqual({ views: [home], navigateTo: '/' });
  });

  it('closing another tab stays on the page', () => {
    expect(closeView(tabs, '/a', '/c')).toEqual({ views: [home, view('/b'), view('/c')], navigateTo: null });
  });

  it('close others keeps home and the chosen tab, opening it when another page was on screen', () => {
    expect(closeOtherViews(tabs, '/b', '/b')).toEqual({ views: [home, view('/b')], navigateTo: null });
    expect(closeOtherViews(tabs, '/b', '/c')).toEqual({ views: [home, view('/b')], navigateTo: '/b' });
  });

  it('close all keeps only home and goes there', () => {
    expect(closeAllViews(tabs, '/c')).toEqual({ views: [home], navigateTo: '/' });
    expect(closeAllViews(tabs, '/').navigateTo).toBeNull();
  });

  it('refresh passes through /redirect with the full path and comes back to it', () => {
    expect(refreshPath('/crm/customer?status=1')).toBe('/redirect/crm/customer?status=1');
    expect(refreshPath('/')).toBe('/redirect');
    expect(refreshPath('/?tab=2')).toBe('/redirect?tab=2');
    expect(pathBehindRefresh('/redirect/crm/customer')).toBe('/crm/customer');
    expect(pathBehindRefresh('/redirect')).toBe('/');
    expect(pathBehindRefresh('/redirection')).toBe('/redirection');
    expect(pathBehindRefresh('/crm')).toBe('/crm');
  });

  it('is kept per user in session storage, ignoring anything malformed', () => {
    const store = new MemoryStorage();
    saveVisitedViews('u1', tabs, store);
    expect(loadVisitedViews('u1', store)).toEqual(tabs);
    expect(loadVisitedViews('u2', store)).toEqual([]);
    store.setItem([...Array(store.length).keys()].map((i) => store.key(i)).find(Boolean) ?? '', '{not json');
    expect(loadVisitedViews('u1', store)).toEqual([]);
    store.setItem('fincrm.visitedViews.u3', JSON.stringify([{ path: 'javascript:x', fullPath: '/', title: '' }]));
    expect(loadVisitedViews('u3', store)).toEqual([]);
    expect(loadVisitedViews('u1', undefined)).toEqual([]);
  });

  it('sign-out forgets every user\'s tabs and nothing else', () => {
    const store = new MemoryStorage();
    saveVisitedViews('u1', tabs, store);
    saveVisitedViews('u2', tabs, store);
    store.setItem('fincrm.flashNotice', 'auth.tokenInvalid');
    forgetVisitedViews(store);
    expect(loadVisitedViews('u1', store)).toEqual([]);
    expect(loadVisitedViews('u2', store)).toEqual([]);
    expect(store.getItem('fincrm.flashNotice')).toBe('auth.tokenInvalid');
  });
});

describe('stored tabs of the wrong shape', () => {
  it('are dropped whole, and unknown fields are not kept', () => {
    const store = new MemoryStorage();
    saveVisitedViews('u9', [view('/a')], store);
    const stored = store.key(0)!;
    expect(stored).toContain('u9');
    store.setItem(stored, JSON.stringify([{ path: '/a', fullPath: '/a?x=1', title: 't', extra: true }]));
    expect(loadVisitedViews('u9', store)).toEqual([{ path: '/a', fullPath: '/a?x=1', title: 't' }]);
    store.setItem(stored, JSON.stringify([{ path: 'a', fullPath: '/a', title: 't' }]));
    expect(loadVisitedViews('u9', store)).toEqual([]);
    store.setItem(stored, JSON.stringify(Array.from({ length: 201 }, () => ({ path: '/a', fullPath: '/a', title: 't' }))));
    expect(loadVisitedViews('u9', store)).toEqual([]);
  });
});
