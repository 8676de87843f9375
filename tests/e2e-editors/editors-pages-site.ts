import { test as base } from '@playwright/test';
import { processConfig } from '@/lib/config';
import { siteFolderFamily } from '@/server/rebuild/live-link';
import { articleEntry, entries, startCdaServer, type CdaServer } from '@/testing/cda-server';
import { startContentfulSite, stopContentfulSite } from './contentful-site';

/**
 * One Contentful site for the specs of the editors' pages behind EDITOR_PASSWORD (preview.spec and
 * status.spec), started once per worker: its start build is not their subject (status.spec asserts
 * only that the start build is the live one), and neither spec's steps change what the other
 * checks. The preview builds only its own folder, never the live site nor the rebuild history;
 * status.spec's publish adds an article the preview spec never asks for. A worker restarted after
 * a failure starts a fresh site.
 */
export interface EditorsPagesSite {
  cda: CdaServer;
  /** `http://127.0.0.1:<port>` */
  base: string;
  password: string;
  webhookSecret: string;
  /** The article the site starts with, published. */
  published: ReturnType<typeof articleEntry>;
}

const PORT = processConfig().test.editorsPort + 10;
const SITE_DIR = 'out-editors-pages';
const PREVIEW_TOKEN = 'preview-token';

/** A published article, and a draft of another that only the Preview API answers. */
export const published = articleEntry('a1', {
  title: 'Ny sesong',
  slug: 'ny-sesong',
  content: '<p>Den publiserte teksten.</p>',
});
export const draft = articleEntry('a2', {
  title: 'Julekonsert med koret',
  slug: 'julekonsert-utkast',
  content: '<p>Et utkast som ennå ikke er publisert.</p>',
});

export const test = base.extend<object, { editorsPagesSite: EditorsPagesSite }>({
  editorsPagesSite: [
    async ({}, use) => {
      const password = 'redaksjonens-passord';
      const webhookSecret = 's'.repeat(64);
      const cda = await startCdaServer({ previewToken: PREVIEW_TOKEN });
      cda.answer(entries([published]));
      cda.answerPreview(entries([published, draft]));
      const site = await startContentfulSite(cda, {
        port: PORT,
        siteDir: SITE_DIR,
        env: {
          CONTENTFUL_ACCESS_TOKEN: 'delivery-token',
          CONTENTFUL_PREVIEW_TOKEN: PREVIEW_TOKEN,
          CONTENTFUL_PREVIEW_HOST: cda.host,
          CONTENTFUL_WEBHOOK_SECRET: webhookSecret,
          REBUILD_SECRET: 'q'.repeat(24),
          EDITOR_PASSWORD: password,
        },
      }).catch(async (error: unknown) => {
        await cda.close();
        throw error;
      });
      await use({ cda, base: site.base, password, webhookSecret, published });
      await stopContentfulSite(site, cda, siteFolderFamily(SITE_DIR));
    },
    // The server builds the site before it listens: minutes on a busy two-core machine.
    { scope: 'worker', timeout: 600_000 },
  ],
});
