import { reshapeCreatedUser, reshapeLogin } from './reshape';

describe('reshaping the account answers', () => {
  const loginAnswer = {
    UserName: 'kari',
    UserInfo: { Email: 'kari@example.no', UserId: 'u-1' },
  };

  it('turns a LoginDx answer with a session token into the member profile', () => {
    expect(reshapeLogin({ ...loginAnswer, marsToken: 'mars-1' })).toEqual({
      userName: 'kari',
      email: 'kari@example.no',
      token: 'mars-1',
    });
  });

  it('counts a LoginDx answer without a session token as no login', () => {
    expect(reshapeLogin({ ...loginAnswer, marsToken: null })).toBeNull();
    expect(reshapeLogin(loginAnswer)).toBeNull();
  });

  it('turns a CreateUserDx answer into the new member profile', () => {
    expect(
      reshapeCreatedUser({ Token: 'tok-1', UserName: 'ola', ContactEmail: 'ola@example.no' }),
    ).toEqual({ userName: 'ola', email: 'ola@example.no', token: 'tok-1' });
  });
});
