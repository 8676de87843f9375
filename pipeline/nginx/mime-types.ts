import { block } from './syntax';

/** MIME types of the files the export holds (nginx's mime.types is not assumed, so the config is self-contained). */
const TYPES: Record<string, string[]> = {
  'text/html': ['html'],
  'text/css': ['css'],
  'application/javascript': ['js', 'mjs'],
  'application/json': ['json', 'map'],
  'application/manifest+json': ['webmanifest'],
  'text/plain': ['txt'],
  'application/xml': ['xml'],
  'application/atom+xml': ['atom'],
  'text/calendar': ['ics'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/avif': ['avif'],
  'image/gif': ['gif'],
  'image/x-icon': ['ico'],
  'font/woff2': ['woff2'],
  'font/woff': ['woff'],
  'application/wasm': ['wasm'],
};

/** The `types` block and the charset of the text types. */
export const mimeTypes = (): string[] => [
  ...block(
    'types',
    Object.entries(TYPES).map(([type, extensions]) => `${type} ${extensions.join(' ')};`),
  ),
  'default_type application/octet-stream;',
  'charset utf-8;',
  'charset_types text/css text/plain text/calendar application/javascript application/json application/xml;',
];
