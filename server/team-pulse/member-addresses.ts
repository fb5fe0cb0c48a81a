/**
 * The members' addresses a lead lists for personal links: each checked like the contact form's
 * (the same schema), blanks dropped, and one mailbox counted once however it is written (the
 * canonical address: letter case, `+tags`, quoting), so no one gets two links. The first spelling
 * given is the one mailed.
 */
import { emailAddress } from '../../src/domain/validation';
import { TEAM_EMAIL_MAX } from '../../src/domain/team-pulse/team-survey';
import { canonicalAddress } from './canonical-address';

const memberAddress = emailAddress(TEAM_EMAIL_MAX).required();

export interface MemberAddresses {
  /** One per mailbox, as first given. */
  addresses: string[];
  /** The entries that are not addresses, as given (for the message that names them). */
  invalid: string[];
}

export function memberAddresses(list: readonly string[]): MemberAddresses {
  const byMailbox = new Map<string, string>();
  const invalid: string[] = [];
  for (const entry of list) {
    const address = entry.trim();
    if (address === '') continue;
    if (!memberAddress.isValidSync(address)) invalid.push(address);
    else if (!byMailbox.has(canonicalAddress(address))) byMailbox.set(canonicalAddress(address), address);
  }
  return { addresses: [...byMailbox.values()], invalid };
}
