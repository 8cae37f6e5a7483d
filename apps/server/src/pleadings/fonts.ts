/**
 * Fonts for every name a person can have (issue 20): the papers are set in Times, and a character Times cannot
 * print (outside the Windows-1252 set of the standard PDF fonts) is printed in a font for its script, shipped in npm
 * packages (Google's fonts as the @expo-google-fonts packages publish them, SIL Open Font License):
 * - Latin beyond Windows-1252, Greek, Cyrillic and the rest: Noto Serif;
 * - Hebrew: Noto Serif Hebrew; Arabic: Noto Naskh Arabic;
 * - Chinese and Japanese (Han, kana, CJK punctuation and full-width forms): Noto Serif SC;
 * - Korean (Hangul): Nanum Myeongjo, which has every Hangul syllable (Noto Serif SC has none).
 * A font is read from disk only by a document that uses it, and pdfkit embeds only the glyphs used, so a paper with
 * Latin names only is as it was. Right-to-left text (Hebrew, Arabic) is put in visual order with the Unicode
 * Bidirectional Algorithm (bidi-js) on a left-to-right line; each right-to-left word is handed to the font engine
 * (fontkit) in logical order, which shapes it (Arabic joining forms) and lays it out right to left.
 */
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';

const require = createRequire(import.meta.url);
const file = (pkg: string, style: string, name: string) =>
  require.resolve(`@expo-google-fonts/${pkg}/${style}/${name}_${style}.ttf`);

/** The font engine pdfkit uses (the same package, declared here too): here only to ask whether a font has a character. */
interface FontFile {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontkit = require('@foliojs-fork/fontkit') as { openSync(path: string): FontFile };

export type FallbackFamily = 'NotoSerif' | 'NotoSerifHebrew' | 'NotoNaskhArabic' | 'NotoSerifSC' | 'NanumMyeongjo';

function upright(pkg: string, name: string) {
  return {
    normal: file(pkg, '400Regular', name),
    bold: file(pkg, '700Bold', name),
    italics: file(pkg, '400Regular', name),
    bolditalics: file(pkg, '700Bold', name),
  };
}

/** pdfmake's font table: the standard Times, and the fallback fonts by family (paths, read only when used). */
export const FONTS = {
  Times: { normal: 'Times-Roman', bold: 'Times-Bold', italics: 'Times-Italic', bolditalics: 'Times-BoldItalic' },
  NotoSerif: {
    normal: file('noto-serif', '400Regular', 'NotoSerif'),
    bold: file('noto-serif', '700Bold', 'NotoSerif'),
    italics: file('noto-serif', '400Regular_Italic', 'NotoSerif'),
    bolditalics: file('noto-serif', '700Bold_Italic', 'NotoSerif'),
  },
  NotoSerifHebrew: upright('noto-serif-hebrew', 'NotoSerifHebrew'),
  NotoNaskhArabic: upright('noto-naskh-arabic', 'NotoNaskhArabic'),
  NotoSerifSC: upright('noto-serif-sc', 'NotoSerifSC'),
  NanumMyeongjo: upright('nanum-myeongjo', 'NanumMyeongjo'),
} as const satisfies Record<
  'Times' | FallbackFamily,
  { normal: string; bold: string; italics: string; bolditalics: string }
>;

/** The characters the standard PDF fonts print (WinAnsiEncoding: Latin-1 and the 27 extra characters of Windows-1252). */
const WIN_ANSI =
  /^[\n\r\t\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/;

const HEBREW = /\p{Script=Hebrew}/u;
const ARABIC = /\p{Script=Arabic}/u;
const HANGUL = /\p{Script=Hangul}/u;
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\u30fb\u30fc\uff00-\uffef]/u;
/** Scripts the font engine lays out right to left (fontkit reverses a run whose first letter is in one of them). */
const RTL_SCRIPT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;

/** The family that prints one character (a grapheme: a letter with its marks); null for Times. */
function familyOf(grapheme: string): FallbackFamily | null {
  if (WIN_ANSI.test(grapheme)) return null;
  if (HEBREW.test(grapheme)) return 'NotoSerifHebrew';
  if (ARABIC.test(grapheme)) return 'NotoNaskhArabic';
  if (HANGUL.test(grapheme)) return 'NanumMyeongjo';
  if (CJK.test(grapheme)) return 'NotoSerifSC';
  return 'NotoSerif';
}

const opened = new Map<FallbackFamily, FontFile>();
function fontFile(family: FallbackFamily): FontFile {
  let font = opened.get(family);
  if (!font) {
    font = fontkit.openSync(FONTS[family].normal);
    opened.set(family, font);
  }
  return font;
}

/** Marks and joiners that a font lays out with the letter before them, whether or not it has a glyph of its own. */
function isFormat(c: string): boolean {
  const cp = c.codePointAt(0)!;
  return /\p{M}/u.test(c) || cp === 0x200c || cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f);
}

/**
 * The characters of a text that no font of the papers can print (emoji, scripts without a font here), each once:
 * what a message to the user can name. Empty for any text Times prints.
 */
export function unprintableCharacters(text: string): string[] {
  if (WIN_ANSI.test(text)) return [];
  const missing = new Set<string>();
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    const family = familyOf(segment);
    if (!family) continue;
    const font = fontFile(family);
    const base = [...segment].filter((c) => !isFormat(c));
    if (base.some((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!))) missing.add(segment);
  }
  return [...missing];
}

/** A piece of text in one font, in the order pdfmake prints it left to right. */
export interface TextPiece {
  text: string;
  font?: FallbackFamily;
}

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** A right-to-left phrase up to this long is kept on one line (its spaces do not break), so its words stay in order. */
const RTL_PHRASE_KEPT_WHOLE = 40;

/**
 * The pieces that print a text: Times where it can, a font of the character's script elsewhere; right-to-left text in
 * visual order. Text Times prints whole (every Latin-only name) comes back as one piece, unchanged.
 */
export function textPieces(input: string): TextPiece[] {
  if (WIN_ANSI.test(input)) return [{ text: input }];
  const text = input.normalize('NFC');
  const units = [...graphemes.segment(text)].map((s) => ({ text: s.segment, index: s.index, level: 0 }));
  const { levels } = bidi.getEmbeddingLevels(text, 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  for (const u of units) {
    u.level = levels[u.index] ?? 0;
    const mirror = mirrored.get(u.index);
    if (mirror && u.text.length === 1) u.text = mirror;
  }
  keepShortRtlPhrasesWhole(units);
  // Rule L2 of the algorithm: from the highest level down to the lowest odd one, reverse every run at that level or above.
  const visual = [...units];
  const highest = Math.max(0, ...visual.map((u) => u.level));
  for (let level = highest; level >= 1; level -= 1) {
    for (let i = 0; i < visual.length;) {
      if (visual[i]!.level < level) {
        i += 1;
        continue;
      }
      let end = i;
      while (end < visual.length && visual[end]!.level >= level) end += 1;
      visual.splice(i, end - i, ...visual.slice(i, end).reverse());
      i = end;
    }
  }
  // Consecutive characters of one font and one direction make a piece; a right-to-left piece goes to the font engine
  // in logical order (it reverses the piece itself when it lays it out).
  const pieces: Array<TextPiece & { rtl: boolean; parts: string[] }> = [];
  for (const u of visual) {
    const font = familyOf(u.text);
    const rtl = RTL_SCRIPT.test(u.text);
    const last = pieces.at(-1);
    if (last && last.font === (font ?? undefined) && last.rtl === rtl) last.parts.push(u.text);
    else pieces.push({ text: '', ...(font ? { font } : {}), rtl, parts: [u.text] });
  }
  return pieces.map(({ font, rtl, parts }) => ({
    text: (rtl ? parts.reverse() : parts).join(''),
    ...(font ? { font } : {}),
  }));
}

/** Spaces inside a short right-to-left phrase become no-break spaces, so that the line does not break inside it. */
function keepShortRtlPhrasesWhole(units: Array<{ text: string; level: number }>): void {
  for (let i = 0; i < units.length;) {
    if (units[i]!.level % 2 === 0) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < units.length && units[end]!.level >= 1) end += 1;
    if (units.slice(i, end).reduce((n, u) => n + u.text.length, 0) <= RTL_PHRASE_KEPT_WHOLE) {
      for (let k = i; k < end; k += 1) if (units[k]!.text === ' ') units[k]!.text = '\u00a0';
    }
    i = end;
  }
}
