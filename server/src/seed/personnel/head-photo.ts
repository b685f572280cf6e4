import type { PersonType } from '@site/shared-schema';
import type { Random } from './random';
import type { Helmet } from './roster';

/** Size of the drawn head photos: a small portrait, like a face device's registration photo. */
export const HEAD_PHOTO = { width: 120, height: 160 } as const;

type Rgb = readonly [number, number, number];

const HELMETS: Record<Helmet, Rgb> = {
  yellow: [242, 196, 28],
  orange: [238, 118, 30],
  blue: [36, 96, 196],
  red: [204, 38, 38],
  white: [244, 244, 238],
};
const SKINS: Rgb[] = [
  [242, 208, 182],
  [230, 188, 154],
  [214, 168, 130],
  [192, 144, 106],
];
const BLACK_HAIR: Rgb = [28, 24, 22];
const BROWN_HAIR: Rgb = [70, 46, 30];
const GREY_HAIR: Rgb = [126, 122, 118];
/** Vests and work wear of the trades; the first two are reflective vests. */
const WORKER_CLOTHES: Rgb[] = [
  [242, 122, 36],
  [188, 218, 44],
  [48, 82, 140],
  [84, 98, 64],
];
const OFFICE_CLOTHES: Rgb[] = [
  [34, 48, 86],
  [236, 238, 242],
  [98, 112, 130],
];
const STRIPE: Rgb = [222, 226, 226];

/** How one person looks on the photo; drawn from the person, so each photo is a little different. */
export interface PhotoLook {
  /** Hue of the pale background, in degrees. */
  backgroundHue: number;
  skin: Rgb;
  hair: Rgb;
  longHair: boolean;
  /** The team's helmet; null bareheaded (people without a team, visitors). */
  helmet: Helmet | null;
  clothes: Rgb;
  /** A reflective stripe across the chest. */
  vest: boolean;
}

export function drawLook(
  random: Random,
  person: { personType: PersonType; gender: '1' | '2'; age: number; helmet: Helmet | null },
): PhotoLook {
  const clothes = random.pick(person.personType === 'WORKER' ? WORKER_CLOTHES : OFFICE_CLOTHES);
  const greying = person.age >= 50 && random.chance(0.5);
  return {
    backgroundHue: random.int(0, 359),
    skin: random.pick(SKINS),
    hair: greying ? GREY_HAIR : random.chance(0.15) ? BROWN_HAIR : BLACK_HAIR,
    longHair: person.gender === '2' && random.chance(0.8),
    helmet: person.helmet,
    clothes,
    vest: clothes === WORKER_CLOTHES[0] || clothes === WORKER_CLOTHES[1],
  };
}

/** [from, to] of pixel centres on a row; empty when from > to. */
type Run = [number, number];
const NONE: Run = [1, 0];

/**
 * A shape to paint: its bounding box, how much of the pixel centred at (x, y) it covers (0 to 1), and for
 * a plain shape the runs of each row it touches and covers whole, so painting calls `cover` only at edges.
 */
interface Shape {
  box: [x0: number, y0: number, x1: number, y1: number];
  cover(x: number, y: number): number;
  /** The row at centre y: the pixels it touches, and those it covers whole. */
  runs?(y: number): { touched: Run; solid: Run };
  colour: Rgb;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** An ellipse with a one-pixel soft edge (its distance to the edge, approximated). */
function ellipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb): Shape {
  const scale = Math.min(rx, ry);
  // Pixels are covered whole, or touched, where the normalised radius stays below these.
  const inside = (1 - 0.5 / scale) ** 2;
  const outside = (1 + 0.5 / scale) ** 2;
  const run = (limit: number, dy: number): Run => {
    const half = limit > dy * dy ? rx * Math.sqrt(limit - dy * dy) : -1;
    return [cx - half, cx + half];
  };
  return {
    box: [cx - rx - 1, cy - ry - 1, cx + rx + 1, cy + ry + 1],
    cover: (x, y) => {
      const dx = (x - cx) / rx;
      const dy = (y - cy) / ry;
      return clamp01(0.5 - (Math.sqrt(dx * dx + dy * dy) - 1) * scale);
    },
    runs: (y) => {
      const dy = (y - cy) / ry;
      return { touched: run(outside, dy), solid: run(inside, dy) };
    },
    colour,
  };
}

function rect(x0: number, y0: number, x1: number, y1: number, colour: Rgb): Shape {
  return {
    box: [x0 - 1, y0 - 1, x1 + 1, y1 + 1],
    cover: (x, y) => clamp01(Math.min(x - x0, x1 - x, y - y0, y1 - y) + 0.5),
    runs: (y) => ({
      touched: [x0 - 0.5, x1 + 0.5],
      solid: y - y0 >= 0.5 && y1 - y >= 0.5 ? [x0 + 0.5, x1 - 0.5] : NONE,
    }),
    colour,
  };
}

/** The part of `shape` inside `mask`, in the shape's colour. */
const within = (shape: Shape, mask: Shape): Shape => ({
  box: shape.box,
  cover: (x, y) => Math.min(shape.cover(x, y), mask.cover(x, y)),
  colour: shape.colour,
});

const shade = ([r, g, b]: Rgb, factor: number): Rgb => [r * factor, g * factor, b * factor];

/** HSL (degrees, 0–1, 0–1) to RGB 0–255. */
function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const part = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const [r, g, b] = [
    [chroma, part, 0],
    [part, chroma, 0],
    [0, chroma, part],
    [0, part, chroma],
    [part, 0, chroma],
    [chroma, 0, part],
  ][Math.floor(hue / 60) % 6];
  const base = lightness - chroma / 2;
  return [(r + base) * 255, (g + base) * 255, (b + base) * 255];
}

/** Back to front: hair behind the shoulders, body, neck, ears, hair, face, helmet, eyes and mouth. */
function shapesOf(look: PhotoLook): Shape[] {
  const { skin, hair, clothes } = look;
  const body = ellipse(60, 178, 56, 56, clothes);
  const shapes: Shape[] = [];
  if (look.longHair) shapes.push(ellipse(60, 94, 31, 44, hair));
  shapes.push(body);
  if (look.vest) shapes.push(within(rect(0, 146, 120, 152, STRIPE), body));
  shapes.push(
    rect(50, 94, 70, 126, shade(skin, 0.88)),
    ellipse(38, 78, 4, 7, shade(skin, 0.94)),
    ellipse(82, 78, 4, 7, shade(skin, 0.94)),
    ellipse(60, 68, 25, 28, hair),
    ellipse(60, 76, 22, 28, skin),
  );
  if (look.helmet) {
    const colour = HELMETS[look.helmet];
    const dome = ellipse(60, 60, 28, 24, colour);
    shapes.push(
      within(dome, rect(0, 0, 120, 60, colour)),
      within(rect(58.5, 36, 61.5, 60, shade(colour, 0.85)), dome),
      ellipse(60, 60, 32, 4.5, shade(colour, 0.92)),
    );
  }
  shapes.push(
    ellipse(51, 79, 2.3, 2.3, BLACK_HAIR),
    ellipse(69, 79, 2.3, 2.3, BLACK_HAIR),
    ellipse(60, 94, 5.5, 1.6, shade(skin, 0.7)),
  );
  return shapes;
}

/** The photo as RGB pixels (3 bytes each, row by row): a head-and-shoulders silhouette, no text. */
export function drawHeadPhoto(look: PhotoLook): Buffer {
  const { width, height } = HEAD_PHOTO;
  // Clamped: a blend rounds to the nearest value instead of truncating.
  const pixels = new Uint8ClampedArray(width * height * 3);
  const top = hsl(look.backgroundHue, 0.35, 0.88);
  const bottom = hsl(look.backgroundHue, 0.35, 0.76);
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    const [r, g, b] = [0, 1, 2].map((c) => top[c] + (bottom[c] - top[c]) * t);
    for (let at = y * width * 3; at < (y + 1) * width * 3; at += 3) {
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
    }
  }
  for (const { box, cover, runs, colour } of shapesOf(look)) {
    const [x0, y0, x1, y1] = box;
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(height, Math.ceil(y1)); y++) {
      const { touched, solid } = runs ? runs(y + 0.5) : { touched: [x0, x1], solid: NONE };
      const [from, to] = solid;
      const last = Math.min(width, Math.ceil(x1), Math.ceil(touched[1]));
      for (let x = Math.max(0, Math.floor(x0), Math.floor(touched[0])); x < last; x++) {
        const at = (y * width + x) * 3;
        if (x + 0.5 >= from && x + 0.5 <= to) {
          pixels[at] = colour[0];
          pixels[at + 1] = colour[1];
          pixels[at + 2] = colour[2];
          continue;
        }
        const alpha = cover(x + 0.5, y + 0.5);
        if (alpha <= 0) continue;
        for (let c = 0; c < 3; c++) pixels[at + c] += (colour[c] - pixels[at + c]) * alpha;
      }
    }
  }
  return Buffer.from(pixels.buffer);
}
