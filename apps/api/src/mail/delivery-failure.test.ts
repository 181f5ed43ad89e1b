import { deliveryFailureOf } from './delivery-failure';

describe('deliveryFailureOf', () => {
  it.each([
    // [what the transport threw, permanent, hard bounce]
    [{ responseCode: 550, command: 'RCPT TO', response: '550 5.1.1 no such user' }, true, true],
    [{ responseCode: 554, command: 'DATA', response: '554 5.7.1 rejected as spam' }, true, false],
    [{ responseCode: 451, command: 'RCPT TO', response: '451 4.3.0 try later' }, false, false],
    [{ responseCode: 421, command: 'CONN', response: '421 busy' }, false, false],
    // The site's own set-up is wrong: its operator fixes it and the queued mail still goes.
    [{ responseCode: 535, command: 'AUTH PLAIN', response: '535 bad credentials' }, false, false],
    [{ responseCode: 550, command: 'MAIL FROM', response: '550 sender refused' }, false, false],
    // Bad sequence of commands: the same message goes through on a new connection.
    [{ responseCode: 503, command: 'DATA', response: '503 bad sequence' }, false, false],
    [{ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:2525' }, false, false],
    [{ code: 'ETIMEDOUT', message: 'Greeting never received' }, false, false],
    [new Error('something else'), false, false],
  ])('%j: permanent %s, hard bounce %s', (error, permanent, hardBounce) => {
    expect(deliveryFailureOf(error)).toMatchObject({ permanent, hardBounce });
  });

  it('keeps what the server said as the reason', () => {
    expect(
      deliveryFailureOf({
        responseCode: 550,
        command: 'RCPT TO',
        response: '550 5.1.1 no such user',
      }).reason,
    ).toBe('550 5.1.1 no such user');
  });
});
