/**
 * Where a webhook may send: public addresses only, unless the server allows private targets. A
 * name is resolved and every address it gives is checked, at registration and again on every
 * connection (the lookup the HTTP client uses is this one), so a name that later resolves to an
 * inside address (DNS rebinding) is refused at the moment it would be reached.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** IANA special-purpose ranges (RFC 6890 and successors): private, loopback, link-local... */
const SPECIAL_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];
const SPECIAL_V6 = [
  '::/127',
  '64:ff9b::/96',
  '64:ff9b:1::/48',
  '100::/64',
  '2001::/23',
  '2001:db8::/32',
  '2002::/16',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
];

const special = new BlockList();
for (const range of SPECIAL_V4) {
  const [net, bits] = range.split('/');
  special.addSubnet(net, Number(bits), 'ipv4');
}
for (const range of SPECIAL_V6) {
  const [net, bits] = range.split('/');
  special.addSubnet(net, Number(bits), 'ipv6');
}

/** Whether an address is for special use (anything but the public internet). */
export function isSpecialAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return special.check(address, 'ipv4');
  if (family !== 6) return true;
  const lower = address.toLowerCase();
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1) is that IPv4 address.
  const mapped = /^(?:0*:)*:?ffff:(.+)$/.exec(lower.replace(/^::/, '0::'));
  if (mapped) {
    const tail = mapped[1];
    if (isIP(tail) === 4) return isSpecialAddress(tail);
    const words = tail.split(':');
    if (words.length === 2) {
      const n = (parseInt(words[0], 16) << 16) | parseInt(words[1], 16);
      return isSpecialAddress([24, 16, 8, 0].map((s) => (n >>> s) & 255).join('.'));
    }
  }
  return special.check(address, 'ipv6');
}

export class TargetRefused extends Error {
  constructor(
    readonly reason: 'special_address' | 'unresolvable',
    readonly address: string,
  ) {
    super(
      reason === 'special_address'
        ? `address ${address} is private, loopback, link-local or otherwise not public`
        : `${address} does not resolve`,
    );
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `dns.lookup` for `http.request`'s `lookup` option that refuses special-use addresses unless
 * they are allowed: the check applies to the address actually connected to.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses;
      const refused = allowPrivate ? undefined : list.find((a) => isSpecialAddress(a.address));
      if (refused) {
        return callback(Object.assign(new TargetRefused('special_address', refused.address)), []);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}

/** Resolves a URL's host and refuses it if any address is special (unless allowed). */
export async function checkTarget(url: URL, allowPrivate: boolean): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    addresses = await new Promise<string[]>((resolve, reject) =>
      dnsLookup(host, { all: true }, (error, found) =>
        error
          ? reject(new TargetRefused('unresolvable', host))
          : resolve(found.map((a) => a.address)),
      ),
    );
  }
  if (allowPrivate) return;
  const refused = addresses.find(isSpecialAddress);
  if (refused) throw new TargetRefused('special_address', refused);
}
