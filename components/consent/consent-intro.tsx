import type { ConsentChoice } from './consent-cookie';
import { consentPurposes } from './consent-texts';
import styles from './consent.module.css';

/**
 * The banner's text as a server component, so its words travel in the HTML, not every page's
 * script; it names only the purposes whose tracker is configured (`offered`).
 */
export function ConsentIntro({
  siteTitle,
  offered,
}: {
  siteTitle: string;
  offered: ConsentChoice;
}) {
  return (
    <p className={styles.text}>
      <strong>
        {siteTitle} vil gjerne bruke informasjonskapsler til {consentPurposes(offered)}.
      </strong>{' '}
      Vi setter dem bare hvis du sier ja, og du kan endre valget når som helst under «Endre
      samtykke» nederst på siden.{' '}
      <a href="/article/info-om-cookies">Les mer om informasjonskapsler</a>
    </p>
  );
}
