import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { flattenRoutes } from '../routing/route-tree';
import { MenuIcon } from './menu-icons';

describe('MenuIcon', () => {
  afterEach(cleanup);

  it('draws the icon of every route that names one, and nothing for a route without', () => {
    const named = flattenRoutes(routes).filter((route) => route.node.icon);
    expect(named.length).toBeGreaterThan(10);
    for (const { node } of named) {
      const { container } = render(<MenuIcon name={node.icon} />);
      expect(container.querySelector('svg.arco-icon'), node.name).not.toBeNull();
      cleanup();
    }
    expect(render(<MenuIcon name={undefined} />).container.innerHTML).toBe('');
  });
});
