import { parseConfig } from '@/lib/config';
import { buildSite } from '@/build/build-site';

/** `npm run build`: the whole site into out/ (or SITE_DIR). */
async function main() {
  const config = parseConfig(process.env);
  await buildSite({ root: process.cwd(), outDir: config.siteDir, config: config.build });
}

main().catch((error: unknown) => {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
