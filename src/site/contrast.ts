/**
 * WCAG 2 contrast ratio between two CSS colours given as hex, rgb() or hsl().
 * Shared by the unit test of the code themes and the browser tests.
 */

type Rgb = readonly [number, number, number];

function parseColor(color: string): Rgb {
  const value = color.trim();
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(value)?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const numbers = value.match(/[\d.]+/g)?.map(Number) ?? [];
  if (value.startsWith('rgb') && numbers.length >= 3) {
    return [numbers[0]!, numbers[1]!, numbers[2]!];
  }
  if (value.startsWith('hsl') && numbers.length >= 3) {
    const [hue, saturation, lightness] = [numbers[0]!, numbers[1]! / 100, numbers[2]! / 100];
    const a = saturation * Math.min(lightness, 1 - lightness);
    const channel = (n: number): number => {
      const k = (n + hue / 30) % 12;
      return Math.round((lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
    };
    return [channel(0), channel(8), channel(4)];
  }
  throw new Error(`unsupported colour: ${color}`);
}

export function relativeLuminance(color: string): number {
  const [r, g, b] = parseColor(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x) as unknown as readonly [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
