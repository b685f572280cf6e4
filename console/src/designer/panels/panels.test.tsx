import type { ChartPropValue, DataSourceRequest, TablePropValue } from '@site/shared-schema';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findComponent } from '../model';
import { AttributePanel, loadComponentPanel } from './AttributePanel';
import { initTestI18n, make, storeWith } from './test/panel-testing';

const open = (id: string, ...others: Parameters<typeof storeWith>) => {
  const store = storeWith(...others);
  act(() => store.select([id]));
  const view = render(<AttributePanel store={store} />);
  const current = () => findComponent(store.getState().doc, id)!;
  return { store, view, current };
};

const inputOf = (label: string) => {
  const item = screen.getByText(label, { selector: 'label, label *' }).closest('.arco-form-item')!;
  return item.querySelector('input, textarea') as HTMLInputElement;
};

/** Opens a folded section of the panel. */
const unfold = (title: string) =>
  fireEvent.click(screen.getByText(title, { selector: '.arco-collapse-item-header-title' }));

describe('the attribute panel', () => {
  beforeAll(async () => {
    await initTestI18n();
    // Rendered at once from here on, as in the designer once the pointer has moved over it.
    await loadComponentPanel();
  });
  afterEach(cleanup);

  it('makes typing in one field one undo step, ended on blur', () => {
    const { store, current } = open('t', make('VText', 't', 10, 20));
    const left = inputOf('X 坐标');
    fireEvent.focus(left);
    fireEvent.change(left, { target: { value: '1' } });
    fireEvent.change(left, { target: { value: '15' } });
    fireEvent.change(left, { target: { value: '150' } });
    fireEvent.blur(left);
    expect(current().style.left).toBe(150);
    act(() => store.undo());
    expect(current().style.left).toBe(10);
    expect(store.getState().canUndo).toBe(false);
  });

  it('edits the canvas settings when nothing is selected', () => {
    const store = storeWith(make('VText', 't'));
    render(<AttributePanel store={store} />);
    const canvas = () => store.getState().doc.canvasStyleData;
    fireEvent.change(inputOf('画布宽度'), { target: { value: '3840' } });
    fireEvent.blur(inputOf('画布宽度'));
    fireEvent.change(inputOf('背景图片'), { target: { value: 'https://example.com/bg.png' } });
    fireEvent.blur(inputOf('背景图片'));
    expect(canvas()).toMatchObject({ width: 3840, background: 'https://example.com/bg.png' });
    // The colour field does not show an image address.
    expect(inputOf('背景颜色').value).toBe('');
    act(() => store.undo());
    expect(canvas().background).not.toBe('https://example.com/bg.png');
    expect(canvas().width).toBe(3840);
  });

  it('trims the data-source URL on blur, and keeps a number out of the widget with 请输入正确的 URL', async () => {
    const { current } = open('t', make('VText', 't'));
    unfold('数据源');
    const url = inputOf('请求地址');
    const before = current().request?.url;
    fireEvent.change(url, { target: { value: '  12345 ' } });
    fireEvent.blur(url);
    // Refused, it stays in the field with its message, and the widget keeps the address it had.
    await waitFor(() => expect(screen.getByText('请输入正确的 URL')).toBeTruthy());
    expect((url as HTMLInputElement).value).toBe('  12345 ');
    expect(current().request?.url).toBe(before);
    fireEvent.change(url, { target: { value: ' https://example.com/data ' } });
    fireEvent.blur(url);
    expect((current().request as DataSourceRequest).url).toBe('https://example.com/data');
  });

  it('says 请先选择要删除的行 / 列 until a cell is picked, then deletes its row and column', async () => {
    const { current } = open('tb', make('VTable', 'tb'));
    const table = () => (current().propValue as TablePropValue).data;
    fireEvent.click(screen.getByText('删除行'));
    await waitFor(() => expect(screen.getByText('请先选择要删除的行')).toBeTruthy());
    fireEvent.click(screen.getByText('删除列'));
    await waitFor(() => expect(screen.getByText('请先选择要删除的列')).toBeTruthy());

    fireEvent.click(screen.getByText('添加行'));
    expect(table()).toHaveLength(3);
    expect(table()[2]).toEqual(['', '', '']);

    const cell = document.querySelector('[data-cell="0-1"]')!;
    fireEvent.doubleClick(cell);
    const input = cell.querySelector('input')!;
    fireEvent.change(input, { target: { value: '名称' } });
    fireEvent.blur(input);
    expect(table()[0]).toEqual(['列1', '名称', '列3']);

    fireEvent.click(document.querySelector('[data-cell="1-2"]')!);
    fireEvent.click(screen.getByText('删除列'));
    expect(table()[0]).toEqual(['列1', '名称']);
    fireEvent.click(document.querySelector('[data-cell="0-0"]')!);
    fireEvent.click(screen.getByText('删除行'));
    expect(table()).toHaveLength(2);
  });

  it('keeps bad chart JSON in the 数据修改 dialog with the problem, then applies good data', async () => {
    const { current } = open('c', make('VChart', 'c'));
    fireEvent.click(screen.getByText('修改数据'));
    const editor = screen.getByRole('textbox', { name: '数据修改' }) as HTMLTextAreaElement;
    expect(JSON.parse(editor.value)).toEqual([
      [12, 20, 15, 8, 17],
      ['一月', '二月', '三月', '四月', '五月'],
    ]);

    fireEvent.change(editor, { target: { value: '[[1, 2,], ["a", "b"]]' } });
    fireEvent.click(screen.getByText('更新数据'));
    expect(screen.getAllByText('JSON 格式错误：第 1 行第 8 列').length).toBeGreaterThan(0);
    expect(editor.value).toBe('[[1, 2,], ["a", "b"]]');

    fireEvent.change(editor, { target: { value: '[[1, "x"], ["a", "b"]]' } });
    fireEvent.click(screen.getByText('更新数据'));
    expect(screen.getAllByText('第一个数组（系列数据）第 2 项 "x" 不是数字').length).toBeGreaterThan(0);

    fireEvent.change(editor, { target: { value: '[[1, 2], ["a", "b"]]' } });
    fireEvent.click(screen.getByText('更新数据'));
    await waitFor(() => expect(screen.getByText('更新成功')).toBeTruthy());
    const option = (current().propValue as ChartPropValue).option;
    expect(option.xAxis?.data).toEqual(['a', 'b']);
    expect(option.series).toMatchObject({ type: 'bar', data: [1, 2] });
  });
});
