import { SITE_LOCALE, SITE_TIME_ZONE } from '@/lib/time';
import type { Trouble } from '../alerts/trouble';

const shortTime = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** `26. november kl. 04:05`, Europe/Oslo. */
const when = (iso: string) => shortTime.format(new Date(iso));

/** The reason as a sentence's end: its own full stop, or one added. */
const withStop = (reason: string) => (/[.!?…]$/.test(reason) ? reason : `${reason}.`);

/** What went wrong, in Norwegian, for the editors (trouble.ts: the newest failure not followed by a success). */
export function troubleSentence(trouble: Trouble): string {
  const at = when(trouble.at);
  switch (trouble.event) {
    case 'build-failed':
      return `Siste bygg feilet ${at}: ${withStop(trouble.reason)} Nettstedet viser fortsatt forrige versjon.`;
    case 'deploy-failed': {
      const what =
        trouble.failed?.length === 2
          ? 'Opplastingen og publiseringskommandoen'
          : trouble.failed?.[0] === 'publish'
            ? 'Publiseringskommandoen'
            : 'Opplastingen';
      return `${what} etter siste bygg feilet ${at}: ${withStop(trouble.reason)} Serveren viser den nye versjonen, men kopien som besøkende kan få, er eldre.`;
    }
    case 'rebuild-overdue':
      return trouble.runningSince
        ? `Den daglige ombyggingen som skulle starte ${at}, har ikke startet: en bygging har pågått siden ${when(trouble.runningSince)}.`
        : `Den daglige ombyggingen som skulle starte ${at}, ble ikke kjørt, og nettstedet er ikke bygget siden.`;
  }
}

/** Whether failures are sent as alerts (ALERT_WEBHOOK_URL) or only logged and shown on the page. */
export const alertsSentence = (sending: boolean): string =>
  sending
    ? 'Feil ved bygging, opplasting og daglig ombygging sendes som varsel til driftsansvarlig.'
    : 'Feil ved bygging, opplasting og daglig ombygging sendes ikke som varsel (ingen varslingsadresse er satt opp i ALERT_WEBHOOK_URL): de vises bare her og i serverens logg.';
