/** Absolute URL of a catalogue image file (`/a/p/x.svg`), as Magento's catalog/product media URL. */
export function productMediaUrl(baseUrl: string, file: string | null): string | null {
  return file ? `${baseUrl}/media/catalog/product${file}` : null;
}
