// Arabic counted nouns: one and two have their own forms, three to ten take the plural, eleven and
// up the singular in the accusative. Written for the object and genitive positions the stories use.

type Forms = { one: string; two: string; few: string; many: string };

export function counted(n: number, forms: Forms): string {
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  const tens = n % 100;
  return tens >= 3 && tens <= 10 ? `${n} ${forms.few}` : `${n} ${forms.many}`;
}

/** As an object ("scored …"), or after a preposition (`genitive`: "with … goals"). */
export const goals = (n: number, genitive = false) => counted(n, { one: genitive ? 'هدف واحد' : 'هدفًا واحدًا', two: 'هدفين', few: 'أهداف', many: 'هدفًا' });
export const points = (n: number) => counted(n, { one: 'نقطة واحدة', two: 'نقطتين', few: 'نقاط', many: 'نقطة' });
export const matches = (n: number) => counted(n, { one: 'مباراة واحدة', two: 'مباراتين', few: 'مباريات', many: 'مباراة' });
export const wins = (n: number) => (n === 0 ? 'لا انتصارات' : counted(n, { one: 'فوز واحد', two: 'فوزان', few: 'انتصارات', many: 'انتصارًا' }));
export const picks = (n: number) => counted(n, { one: 'اختيار واحد', two: 'اختياران', few: 'اختيارات', many: 'اختيارًا' });

const ORDINALS = ['الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن', 'التاسع', 'العاشر', 'الحادي عشر', 'الثاني عشر'];

/** "الأول", "الثاني"… for a masculine noun such as المركز; digits past the twelfth. */
export const ordinal = (n: number) => ORDINALS[n - 1] ?? String(n);
