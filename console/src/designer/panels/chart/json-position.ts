/**
 * Where JSON text first goes wrong. JSON.parse says so only in some engines and in different words,
 * so the chart data dialog finds the offset itself (run only after JSON.parse has failed).
 */
export function syntaxErrorOffset(text: string): number {
  let i = 0;
  const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const expect = (char: string) => {
    if (text.charAt(i) !== char) fail();
    i++;
  };
  const word = (literal: string) => {
    if (!text.startsWith(literal, i)) fail();
    i += literal.length;
  };
  const string = () => {
    expect('"');
    while (i < text.length) {
      const char = text.charAt(i);
      if (char === '"') {
        i++;
        return;
      }
      if (char < ' ') fail();
      if (char === '\\') {
        i++;
        if (text.charAt(i) === 'u') {
          if (!/^[\da-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text.charAt(i)) || i >= text.length) fail();
      }
      i++;
    }
    fail();
  };
  const number = () => {
    NUMBER.lastIndex = i;
    const match = NUMBER.exec(text);
    if (!match) fail();
    i += match![0].length;
  };
  const list = (close: string, item: () => void) => {
    i++;
    space();
    if (text.charAt(i) === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      space();
      if (text.charAt(i) === ',') i++;
      else return expect(close);
    }
  };
  const value = (): void => {
    space();
    const char = text.charAt(i);
    if (char === '[') list(']', value);
    else if (char === '{')
      list('}', () => {
        space();
        string();
        space();
        expect(':');
        value();
      });
    else if (char === '"') string();
    else if (char === 't') word('true');
    else if (char === 'f') word('false');
    else if (char === 'n') word('null');
    else number();
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return -1;
  } catch (offset) {
    return offset as number;
  }
}

/** 1-based line and column of an offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
