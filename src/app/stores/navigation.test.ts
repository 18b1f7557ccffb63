import { afterEach, describe, expect, it } from 'vitest';
import { selectedRouteFor } from '../dashboard/config/menu';
import { $selectedItem, clearSelectedItem, selectItem } from './navigation';

afterEach(() => clearSelectedItem());

describe('navigation state', () => {
  it('starts with nothing selected', () => {
    expect($selectedItem.get()).toBeNull();
  });

  it('holds one selected item: setting another replaces it', () => {
    const seen: (string | null)[] = [];
    const stop = $selectedItem.listen((value) => seen.push(value));
    selectItem('/dashboard/plans');
    selectItem('/dashboard/subscription');
    stop();
    expect($selectedItem.get()).toBe('/dashboard/subscription');
    expect(seen).toEqual(['/dashboard/plans', '/dashboard/subscription']);
  });

  it('can be cleared', () => {
    selectItem('/dashboard/plans');
    clearSelectedItem();
    expect($selectedItem.get()).toBeNull();
  });
});

describe('the sidebar row selected for an address', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/plans', '/dashboard/plans'],
    ['/dashboard/subscription', '/dashboard/subscription'],
    ['/dashboard/subscription-plans', '/dashboard/subscription-plans'],
    ['/dashboard/subscription-plans/add', '/dashboard/subscription-plans'],
    ['/dashboard/caste-master/edit/4', '/dashboard/caste-master'],
    ['/dashboard/profile/view-profile', '/dashboard/profile/view-profile'],
  ])('%s selects %s', (path, route) => {
    expect(selectedRouteFor(path)).toBe(route);
  });

  it.each(['/dashboard/profile/view-profile/12', '/dashboard/no-such-page', '/login'])('%s selects nothing', (path) => {
    expect(selectedRouteFor(path)).toBeNull();
  });
});
