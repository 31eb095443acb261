import { describe, expect, it } from 'vitest';
import { toStoreConfig } from '../../../../../../src/lib/commerce/mappers/store-config.ts';

describe('toStoreConfig (the announcement bar goes into a style attribute)', () => {
  const topBar = (style: { bg_color?: string; text_color?: string; font_size?: string }) =>
    toStoreConfig({ top_bar: { text: ' Free delivery ', ...style } }).topBar;

  it('keeps plain colours and sizes, and reads a bare number as pixels', () => {
    expect(topBar({ bg_color: '#0b3d91', text_color: 'rgb(255, 255, 255)', font_size: '14' })).toEqual({
      text: 'Free delivery',
      bgColor: '#0b3d91',
      textColor: 'rgb(255, 255, 255)',
      fontSize: '14px',
    });
    expect(topBar({ bg_color: 'navy', font_size: '1.1rem' })).toMatchObject({ bgColor: 'navy', fontSize: '1.1rem' });
  });

  it('falls back on anything that could end the declaration, load something or blow the text up', () => {
    expect(
      topBar({ bg_color: 'red;background:url(//evil.example/x)', text_color: 'expression(alert(1))', font_size: '400px' }),
    ).toMatchObject({ bgColor: '#111827', textColor: '#ffffff', fontSize: '14px' });
    expect(topBar({ bg_color: 'url(javascript:alert(1))', font_size: '14px;position:fixed' })).toMatchObject({
      bgColor: '#111827',
      fontSize: '14px',
    });
  });

  it('has no bar without a text', () => {
    expect(toStoreConfig({ top_bar: { text: '  ', bg_color: '#000' } }).topBar).toBeNull();
    expect(toStoreConfig(null)).toEqual({ topBar: null, expressDeliveryCost: null });
  });
});
