import {
  clearSavedTickets,
  readSavedTickets,
  saveTickets,
  savedTicketsKey,
} from './ticket-storage';

const ticket = {
  movieId: 'm',
  movieTitle: 'Fjellet',
  notes: null,
  qrCode: 'KH-118-T1',
  qrUrl: null,
  startTime: '2026-11-28T18:00:00+01:00',
  expirationDate: null,
  image: null,
  sal: 'Sal 1',
  seatsInfo: { info: null, rows: [] },
};

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('saved tickets for offline use', () => {
  it("gives back the member's own tickets and time, never another member's", async () => {
    const storage = memoryStorage();
    saveTickets(storage, 118, { userName: 'olan', savedAt: 42, items: [ticket] });
    expect(await readSavedTickets(storage, 118, 'olan')).toEqual({
      userName: 'olan',
      savedAt: 42,
      items: [ticket],
    });
    expect(await readSavedTickets(storage, 118, 'karin')).toBeNull();
    expect(await readSavedTickets(storage, 178, 'olan')).toBeNull();
    clearSavedTickets(storage, 118);
    expect(await readSavedTickets(storage, 118, 'olan')).toBeNull();
  });

  it('ignores a damaged copy and a storage that refuses to save', async () => {
    const storage = memoryStorage();
    storage.setItem(savedTicketsKey(118), '{"userName":"olan","savedAt":1,"items":[{"qrCode":3}]}');
    expect(await readSavedTickets(storage, 118, 'olan')).toBeNull();
    storage.setItem(savedTicketsKey(118), 'not json');
    expect(await readSavedTickets(storage, 118, 'olan')).toBeNull();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() =>
      saveTickets(full, 118, { userName: 'olan', savedAt: 1, items: [ticket] }),
    ).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
