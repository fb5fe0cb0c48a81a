/**
 * A Swedish phone number written nationally, "070-174 06 50" (trunk 0, area code, dash,
 * subscriber number), turned into the forms other readers and devices need. The dash after
 * the area code is what Swedish notation uses, so it tells where the area code ends.
 */

/** "070-174 06 50" → "+46 70 174 06 50". */
export function internationalPhone(national: string): string {
  const match = /^0(\d{1,3})-(\d[\d ]*\d)$/.exec(national.trim());
  if (!match) throw new Error(`Not a Swedish number in national form (0NN-NNN NN NN): ${national}`);
  return `+46 ${match[1]} ${match[2]}`;
}

/** "070-174 06 50" → "tel:+46701740650". */
export function phoneHref(national: string): `tel:${string}` {
  return `tel:${internationalPhone(national).replace(/[^\d+]/g, '')}`;
}
