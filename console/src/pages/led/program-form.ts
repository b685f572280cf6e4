import type { LedProgramInput, LedProgramRow, LedTextItem } from '@site/shared-schema';

export const newItem = (): LedTextItem => ({
  content: '',
  fontSize: 16,
  color: '#ff0000',
  x: 0,
  y: 0,
  effect: 'STATIC',
});

/** What the dialog starts from: the program edited, or a blank one at the size of the first screen. */
export function initialProgram(
  program: LedProgramRow | undefined,
  size = { width: 192, height: 64 },
): LedProgramInput {
  if (program) {
    const { programName, width, height, background, items, screenIds } = program;
    return { programName, width, height, background, items, screenIds };
  }
  return { programName: '', ...size, background: '#000000', items: [newItem()], screenIds: [] };
}

/** The list with one item changed. */
export const changeItem = (
  items: LedTextItem[],
  index: number,
  change: Partial<LedTextItem>,
): LedTextItem[] => items.map((item, at) => (at === index ? { ...item, ...change } : item));
