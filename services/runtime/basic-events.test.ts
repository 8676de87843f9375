import { checkedBasicEvents, fetchBasicEvents, RuntimeServiceError } from './basic-events';

afterEach(() => jest.restoreAllMocks());

describe('checkedBasicEvents', () => {
  it('maps the few fields used to the site names', () => {
    expect(
      checkedBasicEvents([
        { Id: 'a', SoldOut: true, FewSeatsLeft: false, SeatsAvailable: 0, Extra: 'ignored' },
        { Id: 'b', SoldOut: false, FewSeatsLeft: true },
        { Id: 'c', SoldOut: false, FewSeatsLeft: false, SeatsAvailable: 80 },
      ]),
    ).toEqual([
      { id: 'a', availability: 'soldout', seatsAvailable: 0 },
      { id: 'b', availability: 'few' },
      { id: 'c', availability: 'available', seatsAvailable: 80 },
    ]);
  });

  it('refuses a body that is not a list, naming it', () => {
    expect(() => checkedBasicEvents({ items: [] })).toThrow(
      new RuntimeServiceError('invalid basic_events body: not a list'),
    );
  });

  it.each([
    [[null], '[0] is not an object'],
    [[{ Id: '', SoldOut: true, FewSeatsLeft: false }], '[0].Id is not a non-empty string'],
    [
      [
        { Id: 'a', SoldOut: true, FewSeatsLeft: false },
        { Id: 'b', SoldOut: 'ja', FewSeatsLeft: false },
      ],
      '[1].SoldOut is not a boolean',
    ],
    [[{ Id: 'a', SoldOut: false }], '[0].FewSeatsLeft is not a boolean'],
    [
      [{ Id: 'a', SoldOut: false, FewSeatsLeft: false, SeatsAvailable: -1 }],
      '[0].SeatsAvailable is not a whole number of at least 0',
    ],
  ])('refuses an entry with a wrong field, naming the entry and the field (%j)', (body, detail) => {
    expect(() => checkedBasicEvents(body)).toThrow(`invalid basic_events body: ${detail}`);
  });
});

describe('fetchBasicEvents', () => {
  it('gives up after the timeout with a clear error, aborting the request', async () => {
    let signal: AbortSignal | undefined;
    jest.spyOn(globalThis, 'fetch').mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    await expect(
      fetchBasicEvents('http://runtime.test/runtime/', 'kulturhuset', ['e1'], { timeoutMs: 20 }),
    ).rejects.toThrow('runtime service: no answer within 20 ms');
    expect(signal?.aborted).toBe(true);
  });

  it('asks nothing for no ids', async () => {
    const sent = jest.spyOn(globalThis, 'fetch');
    await expect(
      fetchBasicEvents('http://runtime.test/runtime', 'kulturhuset', []),
    ).resolves.toEqual([]);
    expect(sent).not.toHaveBeenCalled();
  });
});
