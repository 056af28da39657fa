import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

// The Inter fonts of the statements' PDFs, parsed and shaped once per process.

const require = createRequire(import.meta.url);
/** A shaped run as pdfkit reads it: the glyphs and their positions (which it scales in place). */
class Run {
  constructor(
    readonly glyphs: readonly unknown[],
    readonly positions: { xAdvance: number; [key: string]: number }[],
  ) {}
  private width: number | undefined;
  /** Read by pdfkit only once it has scaled the positions, so it is summed once. */
  get advanceWidth(): number {
    if (this.width === undefined) {
      let width = 0;
      for (const p of this.positions) width += p.xAdvance;
      this.width = width;
    }
    return this.width;
  }
}

/**
 * Shaping without Inter's contextual alternates and ligatures: they put glyphs that no
 * character maps to into the text (a raised colon in "10:00", parentheses and "$" after
 * capitals), which pdfkit writes as empty entries of the text map, so readers (pdftotext,
 * pdf.js, screen readers) read "US$" as "BS$". With them off every glyph is a character's own.
 */
const PLAIN_GLYPHS = { calt: false, liga: false, clig: false, rclt: false, dlig: false };

/**
 * The fonts are read, parsed and shaped once per process: pdfkit takes a parsed fontkit font as
 * it takes a file, and this one remembers how each word was shaped (Inter's contextual
 * alternates make shaping the costliest step), handing pdfkit a fresh copy of the positions,
 * which it scales in place. Each document still embeds the subset of glyphs it uses.
 */
function loadFont(path: string): PDFKit.Mixins.PDFFontSource {
  const font = fontkit.create(readFileSync(require.resolve(path))) as fontkit.Font;
  // fontkit keeps one glyph object per glyph, with the characters it was first made for. A
  // document's subset makes the glyphs its accented letters are built from ("Ú" from "U")
  // with none, and a later document would then write "U" with no character in its text map.
  // Making every mapped glyph from its character first keeps each glyph's character.
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  const shaped = new Map<string, { glyphs: unknown[]; positions: object[] }>();
  const layout = (text: string, features?: unknown) => {
    if (features) return font.layout(text, features as never);
    let run = shaped.get(text);
    if (!run) {
      // Words of amounts and references vary: keep the cache bounded.
      if (shaped.size > 20_000) shaped.clear();
      const fresh = font.layout(text, PLAIN_GLYPHS as never);
      run = { glyphs: fresh.glyphs, positions: fresh.positions };
      shaped.set(text, run);
    }
    return new Run(
      run.glyphs,
      run.positions.map((p) => ({ ...p }) as Run['positions'][number]),
    );
  };
  return new Proxy(font, {
    get(target, key) {
      if (key === 'layout') return layout;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as unknown as PDFKit.Mixins.PDFFontSource;
}
export const FONT_REGULAR = loadFont('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf');
export const FONT_BOLD = loadFont('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');

let documents = 0;
/** The first font id of a new document: 6 digits, distinct for 400,000 documents in a row. */
export function nextFontIds(): number {
  documents = (documents + 1) % 400_000;
  return 100_000 + documents * 2;
}
