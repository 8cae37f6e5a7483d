/**
 * Court papers print every name a person can have (issue 20): names in Latin, Greek, Cyrillic, CJK, Arabic and
 * Hebrew are printed in fonts that have them and read back from the PDF by text extraction (pdf.js), right-to-left
 * names in their own order; a paper with Latin names only embeds no extra font.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pleadings } from '@rentfile/domain';
import { startTestServer, type TestServer } from './support/server.ts';
import { renderPdf } from '../../src/pleadings/render.ts';
import { textPieces } from '../../src/pleadings/fonts.ts';
import { placedText, type Placed } from './support/pdfText.ts';

const NAMES = {
  latin: 'Zoë Łukasiewicz-Øberg',
  greek: 'Γιώργος Παπαδόπουλος',
  cyrillic: 'Дмитрий Иванов',
  chinese: '王小明',
  japanese: '山田 はなこ',
  korean: '김민준',
  arabic: 'محمد علي',
  hebrew: 'דוד כהן',
};

/**
 * Text compared without its spaces (pdf.js may put a space where the font changes inside a word, and the lines here
 * join its pieces with one); presentation forms (Arabic joining forms) read back as the letters they show.
 */
const plain = (s: string) => s.normalize('NFKC').replace(/[\u200e\u200f\u202a-\u202e\s]/g, '');
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * The lines of a PDF as a reader reads them: pdf.js gives each word in its own order, the words of a line from left
 * to right; a run of right-to-left words is read from right to left.
 */
function readingLines(items: Placed[]): string[] {
  const lines = new Map<string, Placed[]>();
  for (const item of items) {
    const key = `${item.page}:${Math.round(item.y)}`;
    lines.set(key, [...(lines.get(key) ?? []), item]);
  }
  return [...lines.values()].map((list) => {
    const words = list.sort((a, b) => a.x - b.x).map((i) => i.text);
    const out: string[] = [];
    for (let i = 0; i < words.length;) {
      let end = i;
      while (end < words.length && RTL.test(words[end]!)) end += 1;
      if (end > i) out.push(...words.slice(i, end).reverse());
      else out.push(words[end++]!);
      i = end;
    }
    return plain(out.join(' '));
  });
}

/** The fonts a PDF embeds (their /BaseFont names, with pdfkit's subset tag). */
const embeddedFonts = (pdf: Buffer) =>
  [
    ...new Set(
      [...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Za-z0-9+_-]+)/g)].map((m) =>
        m[1]!.replace(/^[A-Z]{6}\+/, ''),
      ),
    ),
  ].sort();

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => t?.close());

describe('names in every script', () => {
  it('prints tenants and owners named in six scripts and reads each name back from the PDF', async () => {
    const tenants = [NAMES.greek, NAMES.cyrillic, NAMES.chinese, NAMES.korean, NAMES.arabic, NAMES.hebrew].map(
      (name) => ({ name }),
    );
    const input = pleadings.samplePleadingInput({ caseInfo: { tenants, deedNames: [NAMES.latin, NAMES.japanese] } });
    const [doc] = pleadings.buildPleadings('verified_complaint', input);
    const pdf = await renderPdf(doc!);
    const lines = readingLines((await placedText(pdf)).items);
    for (const [script, name] of Object.entries(NAMES)) {
      expect(
        lines.some((l) => l.includes(plain(name))),
        `${script}: ${name}`,
      ).toBe(true);
    }
    // The caption's party line: the name, then ", an individual", whatever the name's direction.
    for (const name of [NAMES.arabic, NAMES.hebrew, NAMES.chinese])
      expect(lines).toContain(plain(`${name}, an individual`));
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining([
        'NanumMyeongjoBold',
        'NotoNaskhArabic-Bold',
        'NotoSerif-Bold',
        'NotoSerifHebrew-Bold',
        'NotoSerifSC-Bold',
      ]),
    );
  });

  it('embeds no font for a paper with Latin names only: Times as before', async () => {
    const [doc] = pleadings.buildPleadings('verified_complaint', pleadings.samplePleadingInput());
    expect(embeddedFonts(await renderPdf(doc!))).toEqual(['Times-Bold', 'Times-Italic', 'Times-Roman']);
  });

  it('orders right-to-left words for a left-to-right line and hands each to the font engine in logical order', () => {
    // Visual order, left to right: the second Arabic word, a space, the first; fontkit lays each word out right to left.
    expect(textPieces('محمد علي, an individual')).toEqual([
      { text: 'علي', font: 'NotoNaskhArabic' },
      { text: '\u00a0' },
      { text: 'محمد', font: 'NotoNaskhArabic' },
      { text: ', an individual' },
    ]);
    // Digits inside right-to-left text keep their own order.
    expect(textPieces('שכונה 12 א').map((p) => p.text)).toEqual(['א', '\u00a012\u00a0', 'שכונה']);
    expect(textPieces('Walker, James')).toEqual([{ text: 'Walker, James' }]);
    expect(textPieces('Łukasz Ñúñez')).toEqual([{ text: 'Ł', font: 'NotoSerif' }, { text: 'ukasz Ñúñez' }]);
  });

  it('renders names in six scripts through the API, and refuses a name it cannot print with a message naming the character', async () => {
    const sample = pleadings.samplePleadingInput();
    const guest = (names: string[]) => ({
      caseInfo: { ...sample.caseInfo, tenants: names.map((name) => ({ name })) },
      property: sample.property,
      contactInfo: pleadings.SAMPLE_CONTACT,
    });
    const ok = await t.anonymous.post('/api/create-case-pleading-pdf', {
      templateName: 'eviction_preview',
      guestData: guest(Object.values(NAMES).slice(0, 6)),
    });
    expect(ok.status, ok.text).toBe(200);
    const refused = await t.anonymous.post<{ error: string }>('/api/create-case-pleading-pdf', {
      templateName: 'eviction_preview',
      guestData: guest(['James Walker 😀']),
    });
    expect(refused.status).toBe(400);
    // The request's own schema refuses it at input, naming the field and the character.
    expect(refused.body.error).toContain(
      '/guestData/caseInfo/tenants/0/name Court papers cannot print "😀" (U+1F600).',
    );
  });
});
