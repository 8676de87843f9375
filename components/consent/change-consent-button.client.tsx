'use client';

import { openConsent } from './open-consent';
import styles from './consent.module.css';

/** "Endre samtykke" in the footer of every page: reopens the consent banner (info-om-cookies). */
export function ChangeConsentButton() {
  return (
    <button type="button" className={styles.changeButton} onClick={openConsent}>
      Endre samtykke
    </button>
  );
}
