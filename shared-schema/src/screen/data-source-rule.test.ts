import { describe, expect, it } from 'vitest';
import { WIDGET_CALLS } from './catalogue/calls';
import { refusedDataSourcePath, refusedDataSources } from './data-source-rule';
import type { ScreenComponent } from './types';

const component = (id: string, url: string, extra: Partial<ScreenComponent> = {}) =>
  ({ id, label: id, component: 'VText', request: { url }, ...extra }) as unknown as ScreenComponent;

describe('what a data source may call', () => {
  it('allows the read-only site-data calls of the catalogue and remote URLs', () => {
    expect(refusedDataSourcePath(WIDGET_CALLS.personCount.path)).toBeNull();
    expect(refusedDataSourcePath(` ${WIDGET_CALLS.project.path}?x=1 `)).toBeNull();
    expect(refusedDataSourcePath('https://example.com/data')).toBeNull();
    expect(refusedDataSourcePath('example.com/data')).toBeNull();
  });

  it('refuses any other site path: a call that changes something would run with the viewer’s rights', () => {
    expect(refusedDataSourcePath('/front/user/update')).toBe('/front/user/update');
    expect(refusedDataSourcePath('/front/tenementRelayHost/add')).toBe('/front/tenementRelayHost/add');
  });

  it('finds refused sources inside groups', () => {
    const group = component('g', '', {
      component: 'Group',
      propValue: [component('inner', '/front/user/updatePassword')] as never,
    });
    expect(
      refusedDataSources({ componentData: [component('ok', WIDGET_CALLS.project.path), group] }),
    ).toEqual([{ id: 'inner', label: 'inner', path: '/front/user/updatePassword' }]);
  });
});
