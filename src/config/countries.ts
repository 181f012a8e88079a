// ISO 3166 numeric country ids (the league data's `countryId`) to the alpha-2 codes that
// Intl.DisplayNames names in every language. Only countries the league's players come from.
export const COUNTRY_ALPHA2 = {
  32: 'AR', 36: 'AU', 40: 'AT', 76: 'BR', 124: 'CA', 152: 'CL', 170: 'CO', 250: 'FR', 276: 'DE',
  380: 'IT', 392: 'JP', 400: 'JO', 484: 'MX', 504: 'MA', 566: 'NG', 578: 'NO', 604: 'PE', 608: 'PH',
  620: 'PT', 682: 'SA', 710: 'ZA', 724: 'ES', 784: 'AE', 792: 'TR', 818: 'EG', 826: 'GB', 840: 'US',
} as const satisfies Record<number, string>;

export type CountryId = keyof typeof COUNTRY_ALPHA2;

/** The alpha-2 code of a numeric id, or undefined for a country the table does not know. */
export function toAlpha2(countryId: number | undefined): string | undefined {
  if (countryId === undefined || !Object.hasOwn(COUNTRY_ALPHA2, countryId)) return undefined;
  return COUNTRY_ALPHA2[countryId as CountryId];
}
