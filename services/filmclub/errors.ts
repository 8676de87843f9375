/** Why a film-club call failed, for the UI to choose its words and for the saga to react. */
export type FilmclubErrorCode =
  | 'network'
  | 'timeout'
  | 'server'
  | 'invalid-credentials'
  | 'email-taken'
  | 'invalid-input'
  | 'not-found'
  | 'auth-lost'
  | 'invalid-response';

const MESSAGES: Record<FilmclubErrorCode, string> = {
  network: 'Vi får ikke kontakt med filmklubben akkurat nå. Sjekk nettet og prøv igjen om litt.',
  timeout: 'Filmklubben svarer ikke akkurat nå. Prøv igjen om litt.',
  server: 'Filmklubben har tekniske problemer akkurat nå. Prøv igjen senere.',
  'invalid-credentials': 'Feil e-postadresse eller passord.',
  'email-taken':
    'Det finnes allerede en bruker med denne e-postadressen. Vil du logge inn i stedet?',
  'invalid-input': 'Noe i skjemaet er ikke riktig utfylt. Sjekk feltene og prøv igjen.',
  'not-found': 'Vi fant ikke det du lette etter hos filmklubben.',
  'auth-lost': 'Du er logget ut. Logg inn på nytt for å fortsette.',
  'invalid-response': 'Filmklubben svarte med noe vi ikke forstår. Prøv igjen senere.',
};

/**
 * A failed film-club call: `message` in Norwegian for the visitor. Free of axios and zod, so the
 * store can use it without loading them.
 */
export class FilmclubError extends Error {
  constructor(
    readonly code: FilmclubErrorCode,
    readonly status?: number,
    readonly serverMessage?: string,
  ) {
    super(MESSAGES[code]);
    this.name = 'FilmclubError';
  }
}
