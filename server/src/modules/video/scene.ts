import type { Pose } from './camera';
import { GLYPH_ADVANCE, GLYPH_HEIGHT, glyphDot, textWidth } from './font';

/** Frame size of the virtual cameras: small, so a few frames per second cost little CPU. */
export const FRAME = { width: 320, height: 180 } as const;
/** Horizontal field of view at zoom 1, in degrees. */
const FIELD_OF_VIEW = 64;

type Rgb = readonly [number, number, number];
const SKY_LOW: Rgb = [172, 206, 240];
const SKY_HIGH: Rgb = [62, 112, 196];
const SUN: Rgb = [255, 238, 170];
const HILLS: Rgb = [74, 110, 70];
const EARTH: Rgb = [150, 122, 88];
const GRID: Rgb = [112, 88, 62];
const POST: Rgb = [238, 128, 36];
const WHITE: Rgb = [245, 245, 245];
const INK: Rgb = [20, 20, 24];
const STEEL: Rgb = [236, 190, 30];
const CONCRETE: Rgb = [160, 160, 156];
const WINDOW: Rgb = [48, 72, 110];

const frac = (value: number) => value - Math.floor(value);
const near = (value: number, step: number, width: number) => {
  const offset = frac(value / step + 0.5) - 0.5;
  return Math.abs(offset * step) < width;
};

/** Degrees per dot of the numbers on the posts. */
const LABEL_DOT = 0.6;
const POST_STEP = 30;
const DIGITS = '0123456789';

/** The numbered board on top of the post at `offset` degrees from its centre, or null off the board. */
function postBoard(postNumber: number, offset: number, el: number): Rgb | null {
  const text = postNumber < 10 ? DIGITS[postNumber] : String(postNumber);
  const width = (textWidth(text) + 2) * LABEL_DOT;
  const top = 5.5 + (GLYPH_HEIGHT + 2) * LABEL_DOT;
  if (el < 5.5 || el > top || Math.abs(offset) > width / 2) return null;
  const col = Math.floor((offset + width / 2) / LABEL_DOT) - 1;
  const row = Math.floor((top - el) / LABEL_DOT) - 1;
  const char = text[Math.floor(col / GLYPH_ADVANCE)];
  return char && glyphDot(char, col % GLYPH_ADVANCE, row) ? INK : WHITE;
}

/** Lattice steel: bright with dark diagonals, as a crane's mast and jib look from afar. */
const lattice = (u: number, v: number): Rgb =>
  near(u + v, 1.2, 0.09) || near(u - v, 1.2, 0.09) ? INK : STEEL;

function crane(az: number, el: number): Rgb | null {
  if (az < 58 || az > 106 || el < -8 || el > 30) return null;
  if (Math.abs(az - 75) < 0.6 && el < 24) return lattice(az, el);
  if (el >= 24 && el <= 25.2 && az >= 60 && az <= 105) return lattice(az, el);
  if (el > 25.2 && Math.abs(az - 75) < (29 - el) * 0.2) return STEEL;
  if (az >= 61 && az <= 65 && el >= 22.4 && el < 24) return CONCRETE;
  if (az >= 75.6 && az <= 77.2 && el >= 21.6 && el < 24) return WHITE;
  if (Math.abs(az - 98) < 0.1 && el >= 12 && el < 24) return INK;
  if (Math.abs(az - 98) < 0.7 && el >= 10.8 && el < 12) return POST;
  return null;
}

function building(az: number, el: number): Rgb | null {
  if (az < 196 || az > 228 || el < 0 || el > 13) return null;
  return frac((az - 196) / 2.5) > 0.3 &&
    frac((az - 196) / 2.5) < 0.7 &&
    frac(el / 2) > 0.35 &&
    frac(el / 2) < 0.75
    ? WINDOW
    : CONCRETE;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

const RAD = Math.PI / 180;
/** Elevation of the hills' ridge at an azimuth, in degrees. */
const ridgeAt = (az: number) => 1.2 + Math.sin(az * RAD * 4) + 0.6 * Math.sin(az * RAD * 11 + 1.3);
const skyAt = (el: number) => mix(SKY_LOW, SKY_HIGH, Math.min(1, el / 40));

/**
 * The site around the camera at azimuth `az` (0…360) and elevation `el`, in degrees: sky with a sun,
 * hills, a ground grid, numbered posts every 30°, a tower crane at 75° and a building at 200°. `ridge`
 * and `sky` depend on one axis only, so the renderer works them out once per column and row.
 */
export function siteColour(az: number, el: number, ridge = ridgeAt(az), sky = skyAt(el)): Rgb {
  const structure = crane(az, el) ?? building(az, el);
  if (structure) return structure;
  const post = Math.round(az / POST_STEP);
  const offset = az - post * POST_STEP;
  if (Math.abs(offset) < 4) {
    const board = postBoard((post % 12) + 1, offset, el);
    if (board) return board;
    if (Math.abs(offset) < 0.4 && el > -8 && el < 5.5) return frac(el / 1.5) < 0.5 ? POST : WHITE;
  }
  if (el >= Math.max(0, ridge)) return Math.hypot(az - 150, el - 28) < 2.5 ? SUN : sky;
  if (el >= 0) return HILLS;
  const depth = -el;
  if (near(az, 10, 0.1 + depth * 0.01)) return GRID;
  for (const ring of [1.5, 3, 6, 12, 24]) if (Math.abs(depth - ring) < 0.08 + ring * 0.015) return GRID;
  return EARTH;
}

export interface Captions {
  topLeft: string;
  topRight: string;
  bottomLeft: string;
}

function drawText(rgba: Uint8Array, width: number, text: string, x0: number, y0: number): void {
  const height = rgba.length / 4 / width;
  for (let i = 0; i < text.length; i++) {
    for (let row = 0; row < GLYPH_HEIGHT; row++) {
      for (let col = 0; col < GLYPH_ADVANCE - 1; col++) {
        if (!glyphDot(text[i], col, row)) continue;
        const x = x0 + i * GLYPH_ADVANCE + col;
        const y = y0 + row;
        // A dark shadow keeps the caption readable on the bright sky.
        for (const [dx, dy, value] of [
          [1, 1, 0],
          [0, 0, 255],
        ] as const) {
          if (x + dx >= width || y + dy >= height) continue;
          const at = ((y + dy) * width + x + dx) * 4;
          rgba[at] = rgba[at + 1] = rgba[at + 2] = value;
        }
      }
    }
  }
}

/**
 * Renders the camera's view of the site into an RGBA frame: the pose crops and scales the panorama, a
 * mirrored camera flips it left to right, an unfocused lens (|focus| > 0) coarsens it; captions on top.
 */
export function renderFrame(pose: Pose, mirrored: boolean, captions: Captions): Uint8Array {
  const { width, height } = FRAME;
  const rgba = new Uint8Array(width * height * 4);
  const across = FIELD_OF_VIEW / pose.zoom;
  const degreesPerPixel = across / width;
  const block = 1 + Math.round(Math.abs(pose.focus) * 4);
  const azimuths = new Float64Array(width);
  const ridges = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const sampleX = Math.floor(x / block) * block + block / 2;
    const seen = mirrored ? width - sampleX : sampleX;
    azimuths[x] = (((pose.pan + (seen - width / 2) * degreesPerPixel) % 360) + 360) % 360;
    ridges[x] = ridgeAt(azimuths[x]);
  }
  for (let y = 0; y < height; y++) {
    const sampleY = Math.floor(y / block) * block + block / 2;
    const el = pose.tilt + (height / 2 - sampleY) * degreesPerPixel;
    const sky = skyAt(el);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = siteColour(azimuths[x], el, ridges[x], sky);
      const at = (y * width + x) * 4;
      rgba[at] = r;
      rgba[at + 1] = g;
      rgba[at + 2] = b;
      rgba[at + 3] = 255;
    }
  }
  drawText(rgba, width, captions.topLeft, 4, 4);
  drawText(rgba, width, captions.topRight, width - 4 - textWidth(captions.topRight), 4);
  drawText(rgba, width, captions.bottomLeft, 4, height - 4 - GLYPH_HEIGHT);
  return rgba;
}
