import { newSignup, type SessionBody } from '../../support/accounts';
import { useSite } from '../../support/site';
import { engines } from '../../support/storage';

describe.each(engines)('sign-up (%s)', (engine) => {
  const site = useSite(engine, { mail: true });

  it('creates an unactivated user, logs it in and mails the activation link', async () => {
    const request = newSignup();
    const answer = await site.client.post<SessionBody>('/api/user/signup', request);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      activated: false,
      roles: [],
      loginInfo: { userName: request.loginInfo.userName },
      contactInfo: { ...request.contactInfo, fullName: 'Anne Hansen' },
    });
    expect((await site.client.get('/api/auth/current', answer.body.token)).status).toBe(200);

    const received = await site.mail.next(request.contactInfo.email);
    expect(received.subject).toBe('Aktiver din bruger til USB');
    expect(received.text).toMatch(/^Hej Anne/);
    expect(received.text).toMatch(/http:\/\/usb\.test\/user\/activation\/[0-9a-f]{32}/);
  });

  it('answers 400 with every invalid field, by the same rules as the sign-up form', async () => {
    const answer = await site.client.post('/api/user/signup', {
      contactInfo: { firstName: 'A', lastName: 'Hansen', email: 'ikke-en-mail', mobile: '1234567' },
      loginInfo: { userName: 'Store', password: '12345' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((answer.body as { fields: string[] }).fields.sort()).toEqual(
      ['contactInfo.email', 'contactInfo.firstName', 'contactInfo.mobile', 'loginInfo.password', 'loginInfo.userName'].sort(),
    );
    const empty = await site.client.post<{ fields: string[] }>('/api/user/signup', {});
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveLength(6);
  });

  it('answers 409 on a taken user name or e-mail, regardless of case', async () => {
    const first = newSignup();
    expect((await site.client.post('/api/user/signup', first)).status).toBe(200);

    const sameName = newSignup();
    sameName.loginInfo.userName = first.loginInfo.userName;
    expect(await site.client.post('/api/user/signup', sameName)).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });

    const sameEmail = newSignup();
    sameEmail.contactInfo.email = first.contactInfo.email.toUpperCase();
    expect((await site.client.post('/api/user/signup', sameEmail)).status).toBe(409);
  });
});
