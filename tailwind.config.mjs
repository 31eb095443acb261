// Theme tokens that are not colours: the two locale fonts and the page width. Loaded from
// src/styles/global.css with `@config`; colours live in that file's `@theme` block (see its header).
/** @type {import('tailwindcss').Config} */
export default {
  theme: {
    extend: {
      fontFamily: {
        // Arabic pages: self-hosted Noto Kufi Arabic (declared by src/components/layout/FontFaces.astro).
        arabic: ['"Noto Kufi Arabic"', 'Tahoma', 'system-ui', 'sans-serif'],
        // English pages: self-hosted Inter; its metric-matched local fallback is declared in FontFaces.astro too.
        latin: ['Inter', '"Inter Fallback"', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'sans-serif'],
      },
      maxWidth: {
        page: '80rem',
      },
    },
  },
};
