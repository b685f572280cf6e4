import sharp from 'sharp';
import { HEAVY_VEHICLE_TYPES } from './plate-colour';

/** The drawn photo's size: a gate camera's 16:9 frame, small enough for a thumbnail and a preview. */
export const PLATE_PHOTO = { width: 480, height: 270 } as const;

/** Plate and lettering colours of Chinese plates by PLATE_COLORS key (1 blue … 5 black). */
const PLATE_LOOKS: Record<number, { plate: string; text: string }> = {
  1: { plate: '#1450a0', text: '#ffffff' },
  2: { plate: '#f2c200', text: '#111111' },
  3: { plate: '#5cc27a', text: '#111111' },
  4: { plate: '#f4f4f4', text: '#111111' },
  5: { plate: '#151515', text: '#ffffff' },
};

/** Body colours of the vehicle types (VEHICLE_TYPES keys): cars grey-blue, works vehicles orange, ... */
const BODY_COLOURS: Record<number, string> = {
  0: '#7d8a96',
  1: '#5d7288',
  2: '#6c7a5a',
  3: '#2f7d9a',
  4: '#3d6fb0',
  5: '#c76b1c',
  6: '#d08a1e',
};

const FONT = "'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A car or pickup seen from the gate camera: roof, windscreen, bonnet, lamps and wheels. */
const car = (body: string) => `
<path d="M120 150 L150 88 Q158 74 176 74 L304 74 Q322 74 330 88 L360 150 Z" fill="${body}"/>
<path d="M160 140 L180 96 Q184 88 194 88 L286 88 Q296 88 300 96 L320 140 Z" fill="#a9c4d8" opacity="0.9"/>
<rect x="96" y="146" width="288" height="82" rx="18" fill="${body}"/>
<rect x="112" y="162" width="52" height="20" rx="6" fill="#fff6c8"/>
<rect x="316" y="162" width="52" height="20" rx="6" fill="#fff6c8"/>
<rect x="110" y="226" width="44" height="26" rx="6" fill="#222"/>
<rect x="326" y="226" width="44" height="26" rx="6" fill="#222"/>`;

/** A lorry, truck, mixer or dump truck head-on: a tall cab with the load's body showing above it. */
const heavy = (body: string) => `
<rect x="110" y="40" width="260" height="40" rx="6" fill="#8a8f94"/>
<rect x="118" y="70" width="244" height="160" rx="14" fill="${body}"/>
<rect x="134" y="84" width="212" height="62" rx="8" fill="#a9c4d8" opacity="0.9"/>
<rect x="128" y="164" width="44" height="18" rx="5" fill="#fff6c8"/>
<rect x="308" y="164" width="44" height="18" rx="5" fill="#fff6c8"/>
<rect x="122" y="228" width="48" height="28" rx="6" fill="#222"/>
<rect x="310" y="228" width="48" height="28" rx="6" fill="#222"/>`;

export interface PlatePhotoLook {
  licensePlate: string;
  plateColor: number;
  vehicleType: number;
  /** 'YYYY-MM-DD HH:mm:ss', printed in the corner as cameras stamp their frames. */
  recognitionTime: string;
  deviceName: string;
}

/**
 * A PNG standing in for a record without the camera's picture: the vehicle's silhouette by its type, seen
 * from the gate, with its plate in the plate's colour, and the camera's stamp (device and time). The plate
 * text needs a CJK font (Debian's fonts-noto-cjk) for its province character.
 */
export function drawPlatePhoto(look: PlatePhotoLook): Promise<Buffer> {
  const { width, height } = PLATE_PHOTO;
  const plate = PLATE_LOOKS[look.plateColor] ?? PLATE_LOOKS[1];
  const body = BODY_COLOURS[look.vehicleType] ?? BODY_COLOURS[0];
  const vehicle = HEAVY_VEHICLE_TYPES.has(look.vehicleType) ? heavy(body) : car(body);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#3b4650"/><stop offset="1" stop-color="#1d242b"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#ground)"/>
<path d="M0 248 L${width} 248" stroke="#e8e8e8" stroke-width="3" stroke-dasharray="18 14"/>
${vehicle}
<rect x="170" y="192" width="140" height="40" rx="5" fill="${plate.plate}" stroke="#dddddd" stroke-width="2"/>
<g font-family="${FONT}">
<text x="240" y="220" font-size="21" font-weight="700" fill="${plate.text}" text-anchor="middle">${escapeXml(look.licensePlate)}</text>
<text x="10" y="20" font-size="14" fill="#ffffff">${escapeXml(look.deviceName)}</text>
<text x="${width - 10}" y="20" font-size="14" fill="#ffffff" text-anchor="end">${escapeXml(look.recognitionTime)}</text>
</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
