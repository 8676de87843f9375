import Link from 'next/link';
import styles from './consent.module.css';

/** The banner's text as a server component, so its words travel in the HTML, not every page's script. */
export function ConsentIntro({ siteTitle }: { siteTitle: string }) {
  return (
    <p className={styles.text}>
      <strong>
        {siteTitle} vil gjerne bruke informasjonskapsler til statistikk og markedsføring.
      </strong>{' '}
      Vi setter dem bare hvis du sier ja, og du kan endre valget når som helst under «Endre
      samtykke» nederst på siden.{' '}
      <Link href="/article/info-om-cookies">Les mer om informasjonskapsler</Link>
    </p>
  );
}
