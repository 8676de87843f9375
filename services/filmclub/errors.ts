import axios from 'axios';
import { wireErrorSchema } from './wire';

/** Why a film-club call failed, for the UI to choose its words and for the saga to react. */
export type FilmclubErrorCode = 'network' | 'server' | 'invalid-credentials' | 'email-taken' | 'invalid-input' | 'not-found' | 'auth-lost' | 'invalid-response';

const MESSAGES: Record<FilmclubErrorCode, string> = {
  network: 'Vi får ikke kontakt med filmklubben akkurat nå. Sjekk nettet og prøv igjen om litt.',
  server: 'Filmklubben har tekniske problemer akkurat nå. Prøv igjen senere.',
  'invalid-credentials': 'Feil e-postadresse eller passord.',
  'email-taken': 'Det finnes allerede en bruker med denne e-postadressen. Vil du logge inn i stedet?',
  'invalid-input': 'Noe i skjemaet er ikke riktig utfylt. Sjekk feltene og prøv igjen.',
  'not-found': 'Vi fant ikke det du lette etter hos filmklubben.',
  'auth-lost': 'Du er logget ut. Logg inn på nytt for å fortsette.',
  'invalid-response': 'Filmklubben svarte med noe vi ikke forstår. Prøv igjen senere.',
};

/**
 * A failed film-club call (SPEC.md §8): `message` is readable Norwegian for the visitor,
 * `status` the HTTP status when there was one, `serverMessage` what the backend said.
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

function codeFor(status: number, serverCode: string | undefined): FilmclubErrorCode {
  if (serverCode === 'INVALID_CREDENTIALS') return 'invalid-credentials';
  if (serverCode === 'EMAIL_TAKEN' || status === 409) return 'email-taken';
  if (status === 400 || status === 422) return 'invalid-input';
  if (status === 401 || status === 403) return 'auth-lost';
  if (status === 404) return 'not-found';
  return 'server';
}

/** Turns any failure of an axios call into a FilmclubError (one error type for the whole layer). */
export function toFilmclubError(error: unknown): FilmclubError {
  if (error instanceof FilmclubError) return error;
  if (axios.isAxiosError(error) && error.response) {
    const body = wireErrorSchema.safeParse(error.response.data);
    const status = error.response.status;
    return new FilmclubError(codeFor(status, body.success ? body.data.Code : undefined), status, body.success ? body.data.Message : undefined);
  }
  return new FilmclubError('network');
}
