import { describe, expect, it } from 'vitest';
import { analyze, normalizeText, particleFree, stem, words } from '../../../../backend/search/analyzer.ts';

describe('the search analyzer', () => {
  it('removes harakat and tatweel', () => {
    expect(normalizeText('سَمَّاعَةٌ')).toBe('سماعه');
    expect(normalizeText('هـــاتف')).toBe('هاتف');
  });

  it('folds the alef forms, ى, ة, ؤ and ئ', () => {
    expect(normalizeText('أيفون إيفون آيفون ٱيفون')).toBe('ايفون ايفون ايفون ايفون');
    expect(normalizeText('هواوى')).toBe('هواوي');
    expect(normalizeText('ساعة')).toBe('ساعه');
    expect(normalizeText('مؤقت')).toBe('موقت');
    expect(normalizeText('بطائق')).toBe('بطايق');
  });

  it('folds a hamza written as a separate mark the same way as the composed letter', () => {
    expect(normalizeText('ا\u0654يفون')).toBe(normalizeText('أيفون'));
  });

  it('turns Arabic-Indic and Persian digits into ASCII', () => {
    expect(normalizeText('ايفون ١٥ برو')).toBe('ايفون 15 برو');
    expect(normalizeText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('lower-cases Latin text and drops its accents', () => {
    expect(normalizeText('Galaxy S24 Ultra')).toBe('galaxy s24 ultra');
    expect(normalizeText('Café Crème')).toBe('cafe creme');
  });

  it('splits runs of letters and digits into words', () => {
    expect(words('آيفون15')).toEqual(['ايفون', '15']);
    expect(words('S24')).toEqual(['s', '24']);
    expect(words('WH-1000XM5')).toEqual(['wh', '1000', 'xm', '5']);
    expect(words('ايفون١٥')).toEqual(['ايفون', '15']);
  });

  it('drops the article ال and its joined forms when a word remains', () => {
    expect(stem('السماعات')).toBe('سماع');
    expect(stem('الجوال')).toBe('جوال');
    expect(stem('بالجوال')).toBe('جوال');
    expect(stem('للجوال')).toBe('جوال');
    // Too little would remain: "ال" is then part of the word (إل جي, the brand LG).
    expect(stem('ال')).toBe('ال');
    expect(stem('الو')).toBe('الو');
  });

  it('strips common plural and feminine endings', () => {
    expect(stem('سماعات')).toBe('سماع');
    expect(stem('سماعة')).toBe(stem('سماعات'));
    expect(stem(normalizeText('سماعة'))).toBe('سماع');
    expect(stem('مبرمجون')).toBe('مبرمج');
    expect(stem('مبرمجين')).toBe('مبرمج');
    expect(stem('شاشات')).toBe('شاش');
  });

  it('keeps short words whole, so brand names are not cut', () => {
    expect(stem('ايفون')).toBe('ايفون');
    expect(stem('نيكون')).toBe('نيكون');
    expect(stem('وجه')).toBe('وجه');
  });

  it('strips a Latin plural s, but not ss, us or is', () => {
    expect(stem('phones')).toBe('phone');
    expect(stem('glass')).toBe('glass');
    expect(stem('bus')).toBe('bus');
    expect(stem('gps')).toBe('gps');
  });

  it('gives the same terms for the spellings shoppers use', () => {
    const terms = (text: string) => analyze(text).join(' ');
    expect(terms('ايفون 15')).toBe(terms('آيفون ١٥'));
    expect(terms('أيفون15')).toBe(terms('آيفون 15'));
    expect(terms('السماعات')).toBe(terms('سماعة'));
    expect(terms('سماعه')).toBe(terms('سماعة'));
  });

  it('offers the word without an attached particle when three letters remain', () => {
    expect(particleFree('وسماعات')).toBe('سماع');
    expect(particleFree('بالجوال')).toBe('جوال');
    expect(particleFree('فالشاحن')).toBe('شاحن');
    expect(particleFree('كالجديد')).toBe('جديد');
    expect(particleFree('لهاتف')).toBe('هاتف');
    expect(particleFree('وتر')).toBeNull();
    expect(particleFree('سماعة')).toBeNull();
    expect(particleFree('iphone')).toBeNull();
  });
});
