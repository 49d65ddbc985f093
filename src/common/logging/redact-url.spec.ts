import { redactUrl } from './redact-url.js';

describe('redactUrl', () => {
  it('hides a ticket wherever it sits in the query', () => {
    expect(redactUrl('/s?ticket=st_abc')).toBe('/s?ticket=[REDACTED]');
    expect(redactUrl('/s?after=3&ticket=st_abc&x=1')).toBe('/s?after=3&ticket=[REDACTED]&x=1');
    expect(redactUrl('/s?TICKET=st_abc#frag')).toBe('/s?TICKET=[REDACTED]#frag');
    expect(redactUrl('/s?ticket=a&ticket=b')).toBe('/s?ticket=[REDACTED]&ticket=[REDACTED]');
  });

  it('hides API keys, tokens and seeds however they are spelt', () => {
    expect(redactUrl('/m?apiKey=salvo_x&limit=5')).toBe('/m?apiKey=[REDACTED]&limit=5');
    expect(redactUrl('/m?limit=5&API_KEY=salvo_x')).toBe('/m?limit=5&API_KEY=[REDACTED]');
    expect(redactUrl('/m?api-key=a&key=b&token=c&access_token=d&seed=e')).toBe(
      '/m?api-key=[REDACTED]&key=[REDACTED]&token=[REDACTED]&access_token=[REDACTED]&seed=[REDACTED]',
    );
  });

  it('leaves other parameters and paths alone', () => {
    expect(redactUrl('/api/v1/matches?status=open&limit=5')).toBe(
      '/api/v1/matches?status=open&limit=5',
    );
    expect(redactUrl('/tickets/ticket=1?myticket=2&monkey=3')).toBe(
      '/tickets/ticket=1?myticket=2&monkey=3',
    );
  });
});
