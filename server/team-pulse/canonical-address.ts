/**
 * One mailbox, however its address is written: the daily cap on survey mails counts
 * `Victim+1@Example.se`, `"victim"@example.se` and `victim@example.se` as the same address.
 * Deliberately broad: a `+tag` or a quoted local part reaches the same person at most providers.
 */
export function canonicalAddress(email: string): string {
  const address = email.trim().normalize('NFC').toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  const domain = address.slice(at + 1);
  // A quoted local part ("a.b") names the same mailbox as the unquoted one; \x stands for x.
  if (local.length >= 2 && local.startsWith('"') && local.endsWith('"'))
    local = local.slice(1, -1).replace(/\\(.)/g, '$1');
  // Subaddressing: everything from the first + is a tag on the same mailbox.
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  return `${local}@${domain}`;
}
