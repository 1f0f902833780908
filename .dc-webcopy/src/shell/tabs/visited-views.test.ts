// History tabs (01 §2.9, §4): pinned (home / affix) tabs, close actions, neighbour activation, reorder.
import { afterEach, describe, expect, it } from 'vitest';
import { endSession } from '../session/session-store';
import {
  addView,
  closeAllViews,
  closeOtherViews,
  closeView,
  moveView,
  neighbourOf,
  pinViews,
  visitedViews,
  type VisitedView,
} from './visited-views';

function view(path: string, pinned = false): VisitedView {
  return { path, fullPath: path, name: path.slice(1), title: `${path}页`, pinned };
}

const home = view('/home-page', true);
const affix = view('/complex/DashboardPolice', true);
const paths = (views: readonly VisitedView[]) => views.map((v) => v.path);

afterEach(() => visitedViews.clear());

describe('visited views', () => {
  it('01 §4: each navigation adds its page once; a revisit with another query updates the tab', () => {
    let views = addView([], view('/a'));
    views = addView(views, view('/b'));
    views = addView(views, { ...view('/a'), fullPath: '/a?id=2' });
    expect(paths(views)).toEqual(['/a', '/b']);
    expect(views[0]?.fullPath).toBe('/a?id=2');
  });

  it('01 §2.9: home and affix tabs are pinned at the front, in order, even when already open', () => {
    const views = pinViews(
      [view('/a'), { ...view('/complex/DashboardPolice'), fullPath: '/x?q=1' }],
      [home, affix],
    );
    expect(paths(views)).toEqual(['/home-page', '/complex/DashboardPolice', '/a']);
    expect(views.slice(0, 2).every((v) => v.pinned)).toBe(true);
  });

  it('01 §2.9: 关闭 closes an ordinary tab but never a pinned one', () => {
    const views = [home, affix, view('/a')];
    expect(paths(closeView(views, '/a'))).toEqual(['/home-page', '/complex/DashboardPolice']);
    expect(closeView(views, affix.path)).toEqual(views);
    expect(closeView(views, home.path)).toEqual(views);
  });

  it('01 §2.9: 关闭其他 keeps the chosen tab plus the affix and home tabs', () => {
    const views = [home, affix, view('/a'), view('/b'), view('/c')];
    expect(paths(closeOtherViews(views, '/b'))).toEqual(['/home-page', '/complex/DashboardPolice', '/b']);
  });

  it('01 §2.9: 关闭所有 leaves only the fixed tabs', () => {
    expect(paths(closeAllViews([home, view('/a'), affix, view('/b')]))).toEqual([
      '/home-page',
      '/complex/DashboardPolice',
    ]);
  });

  it('01 §4: closing the active tab activates its right neighbour, else its left one', () => {
    const views = [home, view('/a'), view('/b')];
    expect(neighbourOf(views, '/a')?.path).toBe('/b');
    expect(neighbourOf(views, '/b')?.path).toBe('/a');
    expect(neighbourOf([view('/only')], '/only')).toBeUndefined();
  });

  it('01 §2.9: dragging a tab onto another moves it to that place', () => {
    const views = [home, view('/a'), view('/b'), view('/c')];
    expect(paths(moveView(views, '/c', '/a'))).toEqual(['/home-page', '/c', '/a', '/b']);
    expect(paths(moveView(views, '/a', '/c'))).toEqual(['/home-page', '/b', '/c', '/a']);
  });

  it('01 §2.9: the store reports the tabs each close removed (their cached views go too)', () => {
    visitedViews.pin([home]);
    for (const path of ['/a', '/b', '/c']) visitedViews.add(view(path));
    expect(visitedViews.close('/a')).toEqual(['/a']);
    expect(visitedViews.closeOthers('/c')).toEqual(['/b']);
    expect(visitedViews.closeAll()).toEqual(['/c']);
    expect(paths(visitedViews.get())).toEqual(['/home-page']);
  });

  it('01 §4: the visited views are cleared when the session ends (logout, another user)', () => {
    visitedViews.add(view('/a'));
    endSession();
    expect(visitedViews.get()).toEqual([]);
  });
});
