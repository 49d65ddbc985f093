import { fromAuthorizationHeader, fromConnectionParams } from './credentials.js';

describe('where an API key is read from', () => {
  it('reads `Authorization: Bearer <key>`, and calls anything else there malformed', () => {
    expect(fromAuthorizationHeader(undefined)).toEqual({ kind: 'none' });
    expect(fromAuthorizationHeader('')).toEqual({ kind: 'none' });
    expect(fromAuthorizationHeader('Bearer salvo_abc')).toEqual({ kind: 'key', key: 'salvo_abc' });
    expect(fromAuthorizationHeader('bearer   salvo_abc ')).toEqual({
      kind: 'key',
      key: 'salvo_abc',
    });
    expect(fromAuthorizationHeader('Basic dXNlcjpwYXNz')).toEqual({ kind: 'malformed' });
    expect(fromAuthorizationHeader('Bearer a b')).toEqual({ kind: 'malformed' });
    expect(fromAuthorizationHeader(['Bearer x'])).toEqual({ kind: 'malformed' });
  });

  it('reads graphql-ws connectionParams: { authorization } or { apiKey }', () => {
    expect(fromConnectionParams(undefined)).toEqual({ kind: 'none' });
    expect(fromConnectionParams({})).toEqual({ kind: 'none' });
    expect(fromConnectionParams({ authorization: 'Bearer k1' })).toEqual({
      kind: 'key',
      key: 'k1',
    });
    expect(fromConnectionParams({ Authorization: 'Bearer k2' })).toEqual({
      kind: 'key',
      key: 'k2',
    });
    expect(fromConnectionParams({ apiKey: 'k3' })).toEqual({ kind: 'key', key: 'k3' });
    expect(fromConnectionParams({ apiKey: 42 })).toEqual({ kind: 'malformed' });
    expect(fromConnectionParams({ authorization: 'k4' })).toEqual({ kind: 'malformed' });
  });
});
