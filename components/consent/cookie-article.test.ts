import cookies from '@/content/articles/info-om-cookies.json';
import privacy from '@/content/articles/personvernerklaering.json';
import site from '@/content/site.json';
import cookiePage from '@/page-definitions/article-info-om-cookies.json';
import { offeredCategories } from './consent-categories';

/**
 * The cookie information the banner links to, and the privacy statement, tell what the banner
 * asks (issue 32, point 9): a tracker's cookies are listed exactly when its id is configured.
 */
const offered = offeredCategories({
  trackingId: site.analyticsTrackingId,
  pixelId: site.facebookPixelId,
});

describe('the embedded cookie information and privacy statement', () => {
  it('the cookie page (its own page definition) says what the article says', () => {
    const content = cookiePage.blocks.find((block) => block.component === 'content');
    expect(content?.props.html).toBe(cookies.content);
  });

  it('list the Google Analytics cookies and processor only with a GA4 id', () => {
    expect(cookies.content).toContain('<td>kh_consent</td>');
    expect(cookies.content.includes('<td>_ga</td>')).toBe(offered.statistics);
    expect(cookies.content.includes('Statistikk (krever samtykke)')).toBe(offered.statistics);
    expect(privacy.content.includes('(Google Analytics 4)')).toBe(offered.statistics);
  });

  it('list the Meta pixel cookie only with a pixel id', () => {
    expect(cookies.content.includes('<td>_fbp</td>')).toBe(offered.marketing);
    expect(cookies.content.includes('Markedsføring (krever samtykke)')).toBe(offered.marketing);
  });
});
