import type { Ticket } from '@/lib/schemas';
import {
  formatExpiry,
  formatScreen,
  formatSeatRow,
  formatShowtime,
  qrPayloadOf,
} from './ticket-text';

const ticket: Ticket = {
  movieId: 'DXM1',
  movieTitle: 'Fjellet',
  notes: null,
  qrCode: null,
  qrUrl: 'https://kino.example/qr/1',
  startTime: '2026-11-21T17:00:00Z',
  expirationDate: null,
  image: null,
  sal: 'Sal 1',
  seatsInfo: { info: null, rows: [] },
};

describe('ticket text', () => {
  it('shows the start time in Oslo time', () => {
    expect(formatShowtime('2026-11-21T17:00:00Z')).toBe('lørdag 21. november kl. 18:00');
  });

  it('lists the seats of a row', () => {
    expect(formatSeatRow({ row: '5', seats: ['7', '8'] })).toBe('Rad 5: sete 7, 8');
  });

  it('names the screen as the cinema does', () => {
    expect(formatScreen('Sal 2')).toBe('Sal 2');
    expect(formatScreen('2')).toBe('Sal 2');
    expect(formatScreen('Store sal')).toBe('Store sal');
  });

  it('gives a plain expiry date no clock', () => {
    expect(formatExpiry('2026-11-21')).toBe('21. november 2026');
    expect(formatExpiry('2026-11-21T22:59:00Z')).toBe('21. november 2026 kl. 23:59');
  });

  it('falls back to the QR url when the ticket has no code', () => {
    expect(qrPayloadOf(ticket)).toBe('https://kino.example/qr/1');
    expect(qrPayloadOf({ ...ticket, qrCode: 'KH-1' })).toBe('KH-1');
  });
});
