import { describe, expect, it } from 'vitest';
import { textPieces, unprintableCharacters } from '../../src/pleadings/fonts.ts';

describe('fonts of the papers', () => {
  it('prints Latin, Greek, Cyrillic, CJK, Korean, Arabic and Hebrew names, and names what it cannot print', () => {
    for (const name of [
      'Zoë Łukasiewicz-Øberg',
      'Nguyễn Thị Minh Khai',
      'Γιώργος Παπαδόπουλος',
      'Дмитрий Иванов',
      '王小明',
      '山田 はなこ',
      '김민준',
      'محمد علي',
      'דוד כהן',
    ]) {
      expect(unprintableCharacters(name), name).toEqual([]);
    }
    expect(unprintableCharacters('Ana 😀 Devi देवी')).toEqual(['😀', 'दे', 'वी']);
  });

  it('keeps a Latin-only text whole, in Times', () => {
    expect(textPieces('Robert Chen, 48 Elmora Avenue – Apt 2B “rear”')).toEqual([
      { text: 'Robert Chen, 48 Elmora Avenue – Apt 2B “rear”' },
    ]);
  });

  it('sets each script in a font that has it', () => {
    const fonts = (s: string) => textPieces(s).map((p) => p.font ?? 'Times');
    expect(fonts('Γιώργος')).toEqual(['NotoSerif']);
    expect(fonts('王小明')).toEqual(['NotoSerifSC']);
    expect(fonts('김민준')).toEqual(['NanumMyeongjo']);
    expect(fonts('דוד')).toEqual(['NotoSerifHebrew']);
    expect(fonts('محمد')).toEqual(['NotoNaskhArabic']);
  });
});
