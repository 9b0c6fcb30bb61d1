import ipaddr from 'ipaddr.js';

/**
 * Which addresses the job ad fetcher may connect to. Only public unicast: no loopback, private
 * (10/8, 172.16/12, 192.168/16), link-local (169.254/16 with the cloud metadata service, fe80::/10),
 * unique-local (fc00::/7), multicast, CGNAT (100.64/10), unspecified (0.0.0.0, ::), reserved, and no
 * IPv6 forms that carry an IPv4 address (::ffff:127.0.0.1, 64:ff9b::/96, 6to4, Teredo), which could
 * reach a private IPv4 host by another name. ipaddr.js names every special range; anything it
 * calls other than "unicast" is refused.
 */
export type AddressPolicy = (address: string) => boolean;

export const publicUnicastOnly: AddressPolicy = (address) => {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.parse(address).range() === 'unicast';
};

/** Ports a job ad page may be on: the web's own. */
export const WEB_PORTS: ReadonlySet<number> = new Set([80, 443]);
