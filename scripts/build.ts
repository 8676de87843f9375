import path from 'node:path';
import { buildSite } from '@/build/build-site';

/** `npm run build`: the whole site into out/ (or SITE_DIR). */
buildSite({ root: process.cwd(), outDir: path.resolve(process.env.SITE_DIR ?? 'out') }).catch((error: unknown) => {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
