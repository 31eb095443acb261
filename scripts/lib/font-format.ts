/**
 * A font file in another format, by fontverter (untyped CommonJS): `sfnt` is the uncompressed TrueType/OpenType
 * file whose tables can be read and set (sfnt-average-char-width.ts), `woff2` what the pages serve.
 */
// @ts-expect-error untyped CommonJS module
import fontverter from 'fontverter';

export const convertFont = (fontverter as { convert: (font: Buffer, format: 'sfnt' | 'woff2') => Promise<Buffer> }).convert;
