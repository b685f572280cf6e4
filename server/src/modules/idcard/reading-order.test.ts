import { describe, expect, it } from 'vitest';
import { readingOrder } from './reading-order';

const box = (left: number, top: number, right: number, bottom: number) => [
  [left, top],
  [right, top],
  [right, bottom],
  [left, bottom],
];

describe('readingOrder', () => {
  it('joins the boxes of one row left to right and orders the rows top to bottom', () => {
    const lines = [
      { text: '汉', box: box(370, 134, 400, 170) },
      { text: '出生 1949年12月31日', box: box(60, 206, 420, 240) },
      { text: '性别 女', box: box(60, 132, 200, 168) },
      { text: '民族', box: box(270, 136, 330, 166) },
    ];
    expect(readingOrder(lines)).toEqual(['性别 女 民族 汉', '出生 1949年12月31日']);
  });

  it('keeps lines without boxes in the order given', () => {
    expect(readingOrder([{ text: '姓名' }, { text: ' 张三 ' }])).toEqual(['姓名', '张三']);
  });
});
