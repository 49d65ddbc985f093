import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides a ticket wherever it sits in the query', () => {
    expect(redactUrl('/s?ticket=st_abc')).toBe('/s?ticket=[REDACTED]');
    expect(redactUrl('/s?after=3&ticket=st_abc&x=1')).toBe('/s?after=3&ticket=[REDACTED]&x=1');
    expect(redactUrl('/s?TICKET=st_abc#frag')).toBe('/s?TICKET=[REDACTED]#frag');
    expect(redactUrl('/s?ticket=a&ticket=b')).toBe('/s?ticket=[REDACTED]&ticket=[REDACTED]');
  });

  it('leaves other parameters and paths alone', () => {
    expect(redactUrl('/api/v1/matches?status=open&limit=5')).toBe(
      '/api/v1/matches?status=open&limit=5',
    );
    expect(redactUrl('/tickets/ticket=1?myticket=2')).toBe('/tickets/ticket=1?myticket=2');
  });
});
