/**
 * Text as users type it, made fit for court papers (issue 20, gap 7). Invisible characters (C0 and C1 control
 * characters, zero-width spaces and joiners, byte-order marks, bidirectional overrides and isolates) are removed
 * where text comes in: they print as garbage or reorder a line. A line break, tab or other line separator inside
 * a one-line field (a name, an address) becomes a space, so a caption never breaks. What is left must be a
 * character the papers can print: letters of the Latin, Greek, Cyrillic, Chinese, Japanese, Korean, Arabic and
 * Hebrew scripts with their marks, digits, and ordinary punctuation and currency signs. Anything else (emoji,
 * pictographs, other scripts) is refused with a message naming it.
 */
import { z } from 'zod';

/**
 * Invisible characters removed from every text: C0/C1 controls except line breaks and tabs, zero-width space,
 * non-joiner and joiner, word joiner and invisible operators, bidirectional marks, embeddings, overrides and
 * isolates, the byte-order mark and the interlinear annotation marks.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/gu;
/** Line breaks and tabs: kept in multi-line text (spaces there), a single space in a one-line field. */
const LINE_BREAKS = /\r\n|[\r\n\t\u2028\u2029]/g;

/**
 * The characters the papers can print: the scripts above (letters and their combining marks), and from the
 * shared "Common" and "Inherited" characters only the blocks of ordinary punctuation, digits, Latin-1 signs,
 * spacing modifiers, combining diacritics, general punctuation, currency, letterlike symbols, CJK punctuation and
 * full-width forms.
 */
const PRINTABLE =
  /^(?:[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}\p{Script=Arabic}\p{Script=Hebrew}]|[\u0020-\u007E\u00A0-\u00FF\u02B0-\u036F\u0600-\u06FF\u2000-\u206F\u20A0-\u20CF\u2100-\u214F\u2150-\u218F\u3000-\u303F\u30FB\u30FC\uFF00-\uFFEF\n])$/u;

/** Removes invisible characters; in a one-line field, line breaks and tabs become single spaces. */
export function cleanText(text: string, options: { multiline?: boolean } = {}): string {
  const visible = text.replace(INVISIBLE, '');
  return options.multiline
    ? visible.replace(/\r\n?/g, '\n').replace(/[\t\u2028\u2029]/g, ' ')
    : visible.replace(LINE_BREAKS, ' ');
}

/** The distinct characters of text that the papers cannot print, in order of appearance. */
export function unprintableCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const ch of text) if (!PRINTABLE.test(ch)) found.add(ch);
  return [...found];
}

/** The message for text with characters the papers cannot print, quoting them (at most five). */
export function unprintableMessage(characters: readonly string[]): string {
  const shown = characters
    .slice(0, 5)
    .map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`)
    .join(', ');
  return `Court papers cannot print ${shown}. Use letters, digits and punctuation (Latin, Greek, Cyrillic, Chinese, Japanese, Korean, Arabic or Hebrew script).`;
}

/**
 * A text field of a request: invisible characters removed (line breaks too unless multiline), at most max
 * characters, and only characters the papers can print.
 */
export function inputText(max: number, options: { multiline?: boolean } = {}) {
  return z
    .string()
    .overwrite((t) => cleanText(t, options))
    .max(max, `Must be at most ${max} characters`)
    .superRefine((t, ctx) => {
      const bad = unprintableCharacters(t);
      if (bad.length > 0) ctx.addIssue({ code: 'custom', message: unprintableMessage(bad) });
    });
}
