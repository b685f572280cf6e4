import { Form } from '@arco-design/web-react';
import { getWidget, WIDGET_TYPES } from '@site/shared-schema';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AttributePanel } from '../AttributePanel';
import { initTestI18n, make, storeWith } from '../test/panel-testing';
import { BLOCKS } from './registry';

const MISSING_KEY = /designer\.panel\./;

describe('the block registry', () => {
  beforeAll(initTestI18n);
  afterEach(cleanup);

  it('has a block for every panel a catalogue entry lists', () => {
    for (const type of WIDGET_TYPES) {
      for (const name of getWidget(type)!.panels)
        expect(BLOCKS[name], `${type}: ${name}`).toBeTypeOf('function');
    }
  });

  it.each(WIDGET_TYPES)('renders every block of %s with its texts', (type) => {
    const component = make(type, 'c1');
    const store = storeWith(component, make('VText', 'other'));
    const entry = getWidget(type)!;
    const { container } = render(
      <Form>
        {entry.panels.map((name) => {
          const Block = BLOCKS[name];
          return <Block key={name} store={store} component={component} entry={entry} disabled={false} />;
        })}
      </Form>,
    );
    expect(container.textContent).not.toMatch(MISSING_KEY);
  });

  it('shows the selected component, the canvas with nothing selected, and a summary for several', async () => {
    const store = storeWith(make('VChart', 'chart'), make('VTable', 'table'));
    const { container } = render(<AttributePanel store={store} />);
    expect(container.querySelector('[data-panel-type="canvas"]')).toBeTruthy();
    expect(screen.getByText('画布设置')).toBeTruthy();

    act(() => store.select(['chart']));
    // The component's panel is loaded on first use.
    expect(await screen.findByText('图表', { selector: '.arco-collapse-item-header-title' })).toBeTruthy();
    expect(container.querySelector('[data-panel-type="chart"]')).toBeTruthy();

    act(() => store.select(['chart', 'table']));
    expect(screen.getByText('已选中 2 个组件，可用工具栏对齐或分布')).toBeTruthy();
    expect(container.textContent).not.toMatch(MISSING_KEY);
  });

  it('shows a locked component read-only', async () => {
    const locked = { ...make('VText', 'text'), isLock: true };
    const store = storeWith(locked);
    act(() => store.select(['text']));
    const { container } = render(<AttributePanel store={store} />);
    expect(await screen.findByText('组件已锁定，解锁后才能修改')).toBeTruthy();
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.every((input) => input.disabled)).toBe(true);
  });
});
