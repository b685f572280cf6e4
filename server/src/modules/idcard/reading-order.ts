/** A line of text the OCR engine recognised, with its box's corners (clockwise from the top left). */
export interface RecognisedLine {
  text: string;
  box?: number[][];
}

interface Placed {
  text: string;
  left: number;
  top: number;
  bottom: number;
}

const place = ({ text, box }: RecognisedLine, index: number): Placed => {
  if (!box?.length) return { text, left: 0, top: index, bottom: index };
  const xs = box.map((point) => point[0]);
  const ys = box.map((point) => point[1]);
  return { text, left: Math.min(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
};

/**
 * The lines as rows of the card, top to bottom: boxes whose middles lie within one row's height are one row,
 * joined left to right with a space (the engine may return a label and its value as two boxes, or in any order).
 */
export function readingOrder(lines: readonly RecognisedLine[]): string[] {
  const rows: Placed[][] = [];
  for (const line of lines.map(place).sort((a, b) => a.top - b.top)) {
    const middle = (line.top + line.bottom) / 2;
    const row = rows.find((candidate) => middle >= candidate[0].top && middle <= candidate[0].bottom);
    if (row) row.push(line);
    else rows.push([line]);
  }
  return rows.map((row) =>
    row
      .sort((a, b) => a.left - b.left)
      .map((line) => line.text.trim())
      .join(' '),
  );
}
