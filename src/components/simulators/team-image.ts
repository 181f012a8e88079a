// "Save as image": the visitor's seven drawn in the browser on a canvas and saved as a PNG, so
// sharing a team needs no image server. Drawn at a phone's story size, 1080 × 1350.
import { FORMATIONS, type FormationId, type FormationSlot } from '../../config/formations';
import type { PoolPlayer, LineRatings } from '../../lib/simulators/browser';
import type { LineKey } from './texts';

export type TeamImage = {
  title: string;
  subtitle: string;
  /** How the simulated season went, when the seven is complete. */
  season?: string;
  site: string;
  formationId: FormationId;
  slots: readonly (PoolPlayer | null)[];
  ratings: LineRatings;
  lines: Record<LineKey, string>;
  /** Right to left: the slots mirror as they do on the page. */
  rtl: boolean;
  brand: string;
  accent: string;
};

const WIDTH = 1080;
const HEIGHT = 1350;
/** Where the pitch sits on the image. */
const PITCH = { x: 60, y: 200, width: WIDTH - 120, height: 860 };
/** The radius of a place's disc. */
export const DISC_RADIUS = 48;

/** The centre of a place's disc on the image; right to left mirrors it as the page does. */
export function toDiscCentre(slot: FormationSlot, rtl: boolean): { x: number; y: number } {
  const across = rtl ? 100 - slot.x : slot.x;
  return {
    x: PITCH.x + (PITCH.width * across) / 100,
    y: PITCH.y + PITCH.height - (PITCH.height * (slot.y * 0.98 + 6)) / 100,
  };
}

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif';

function drawPitch(context: CanvasRenderingContext2D, x: number, y: number, width: number, height: number): void {
  const stripes = 8;
  for (let i = 0; i < stripes; i++) {
    context.fillStyle = i % 2 === 0 ? '#1f7a3a' : '#1b6e34';
    context.fillRect(x, y + (height / stripes) * i, width, height / stripes);
  }
  context.strokeStyle = 'rgba(255,255,255,0.75)';
  context.lineWidth = 4;
  context.strokeRect(x + 10, y + 10, width - 20, height - 20);
  context.beginPath();
  context.arc(x + width / 2, y + 10, width * 0.12, 0, Math.PI);
  context.stroke();
  context.strokeRect(x + width * 0.22, y + height - 10 - height * 0.18, width * 0.56, height * 0.18);
}

/** The image as a PNG, or null where the browser cannot make one. */
export function drawTeamImage(image: TeamImage): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.fillStyle = image.brand;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.direction = image.rtl ? 'rtl' : 'ltr';
  context.textAlign = 'center';
  context.fillStyle = '#ffffff';
  context.font = `800 64px ${FONT}`;
  context.fillText(image.title, WIDTH / 2, 100, WIDTH - 80);
  context.fillStyle = image.accent;
  context.font = `600 36px ${FONT}`;
  context.fillText(image.subtitle, WIDTH / 2, 156, WIDTH - 80);

  drawPitch(context, PITCH.x, PITCH.y, PITCH.width, PITCH.height);
  FORMATIONS[image.formationId].slots.forEach((slot, i) => {
    const player = image.slots[i];
    const { x: cx, y: cy } = toDiscCentre(slot, image.rtl);
    context.beginPath();
    context.arc(cx, cy, DISC_RADIUS, 0, Math.PI * 2);
    context.fillStyle = player ? '#ffffff' : 'rgba(255,255,255,0.25)';
    context.fill();
    context.fillStyle = image.brand;
    context.font = `800 34px ${FONT}`;
    context.fillText(player ? `${[...player.firstName][0] ?? ''}${[...player.lastName][0] ?? ''}` : '+', cx, cy + 12);
    context.fillStyle = '#ffffff';
    context.font = `700 30px ${FONT}`;
    context.fillText(player?.shortName ?? '', cx, cy + 90, 230);
  });

  const keys: LineKey[] = ['goalkeeper', 'defence', 'midfield', 'attack', 'overall'];
  const cell = WIDTH / keys.length;
  keys.forEach((key, i) => {
    const cx = cell * (image.rtl ? keys.length - 1 - i : i) + cell / 2;
    context.fillStyle = key === 'overall' ? image.accent : '#ffffff';
    context.font = `800 64px ${FONT}`;
    context.fillText(String(image.ratings[key]), cx, 1160);
    context.font = `500 26px ${FONT}`;
    context.fillText(image.lines[key], cx, 1200, cell - 12);
  });
  if (image.season) {
    context.fillStyle = image.accent;
    context.font = `700 34px ${FONT}`;
    context.fillText(image.season, WIDTH / 2, 1262, WIDTH - 80);
  }
  context.fillStyle = 'rgba(255,255,255,0.7)';
  context.font = `600 28px ${FONT}`;
  context.fillText(image.site, WIDTH / 2, 1316, WIDTH - 80);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** Hands the image to the browser as a download. */
export function saveImage(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
