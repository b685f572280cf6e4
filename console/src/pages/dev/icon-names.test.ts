import { describe, expect, it } from 'vitest';
import { iconEntries, matchIcons } from './icon-names';

describe('the icon list', () => {
  const entries = iconEntries({ IconHome: 1, IconArrowUp: 2, default: 3, iconLower: 4, IconArrowDown: 5 });

  it('takes the Icon components only, in name order', () => {
    expect(entries.map(([name]) => name)).toEqual(['IconArrowDown', 'IconArrowUp', 'IconHome']);
  });

  it('finds icons by part of the name, case and spaces aside', () => {
    expect(matchIcons(entries, 'arrow up').map(([name]) => name)).toEqual(['IconArrowUp']);
    expect(matchIcons(entries, 'ARROW')).toHaveLength(2);
    expect(matchIcons(entries, '')).toHaveLength(3);
  });
});
