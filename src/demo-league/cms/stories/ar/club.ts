// سوق الانتقالات والدرافت والرؤساء، بالعربية.
import type { PlayerRole } from '../../../generator/types';
import { gendered } from '../grammar';
import type { PlayerFact, StoryWriters } from '../types';
import { matches, ordinal, picks, points, wins } from './numbers';

const ROLE: Readonly<Record<PlayerRole, readonly [string, string]>> = {
  goalkeeper: ['حارس مرمى', 'حارسة مرمى'],
  defender: ['مدافع', 'مدافعة'],
  midfielder: ['لاعب وسط', 'لاعبة وسط'],
  forward: ['مهاجم', 'مهاجمة'],
};
const role = (player: PlayerFact) => ROLE[player.role][player.female ? 1 : 0];
// A verb agrees with its subject: the masculine form, or the feminine one.
const verb = (person: { female: boolean }, masculine: string, feminine: string) => gendered(person.female, masculine, feminine);

export const AR_CLUB: Pick<StoryWriters, 'swap' | 'loan' | 'signing' | 'draft' | 'steal' | 'president'> = {
  swap: ({ first, second, league, female }) => ({
    title: `تبادل بين ${first.from.name} و ${first.to.name}: ${first.player.name} مقابل ${second.player.name}`,
    excerpt: `أول صفقة كبيرة في سوق انتقالات ${league}: ${gendered(female, 'لاعبان يغيّران قميصيهما', 'لاعبتان تغيّران قميصيهما')}.`,
    intro: `${verb(first.player, 'ينتقل', 'تنتقل')} ${first.player.name} من ${first.from.name} إلى ${first.to.name}، فيما ${verb(second.player, 'يسلك', 'تسلك')} ${second.player.name} الطريق المعاكس.`,
    body: 'كان الناديان يبحثان عن مواصفات مختلفة لخطتيهما، والتبادل يرضي الجميع: لا أموال في الصفقة، بل مراكز في التشكيلة الأساسية.',
    listTitle: 'تفاصيل الصفقة',
    list: [`${first.player.name}: من ${first.from.name} إلى ${first.to.name}`, `${second.player.name}: من ${second.from.name} إلى ${second.to.name}`],
    quote: 'إنها بداية جديدة وسأستغلها بكل قوة.',
    quoteBy: first.player.name,
    closing: gendered(female, 'اللاعبان متاحان للمشاركة منذ الجولة الأولى.', 'اللاعبتان متاحتان للمشاركة منذ الجولة الأولى.'),
    imageAlt: `${first.player.name} و ${second.player.name}`,
    caption: `${first.player.name} و ${second.player.name} ${gendered(female, 'يغيّران', 'تغيّران')} ناديهما.`,
    label: `${first.from.name} ⇄ ${first.to.name}`,
  }),

  loan: ({ first, second, female }) => ({
    title: `${first.to.name} يستعير ${first.player.name}`,
    excerpt: `اتفاق بين ${first.from.name} و ${first.to.name} على إعارة ${gendered(female, 'اثنين من البدلاء', 'اثنتين من البديلات')}.`,
    intro: `${verb(first.player, 'ينضم', 'تنضم')} ${first.player.name} إلى ${first.to.name} على سبيل الإعارة حتى نهاية المرحلة، فيما ${verb(second.player, 'يسلك', 'تسلك')} ${second.player.name} الطريق المعاكس.`,
    body: gendered(female, 'لم يحصل البديلان على دقائق كافية، والإعارة تمنحهما فرصة حقيقية للعب.', 'لم تحصل البديلتان على دقائق كافية، والإعارة تمنحهما فرصة حقيقية للعب.'),
    listTitle: 'الإعارتان',
    list: [`${first.player.name} (${role(first.player)}) إلى ${first.to.name}`, `${second.player.name} (${role(second.player)}) إلى ${second.to.name}`],
    quote: 'أريد دقائق لعب، وهنا سأحصل عليها.',
    quoteBy: first.player.name,
    closing: `يحتفظ الناديان بحق استعادة ${gendered(female, 'لاعبيهما', 'لاعبتيهما')} في نهاية المرحلة.`,
    imageAlt: `${first.player.name} خلال التدريب`,
    caption: `${first.player.name}، ${verb(first.player, 'المعار', 'المعارة')} إلى ${first.to.name}.`,
    label: first.player.name,
  }),

  signing: ({ player, team, released, female }) => ({
    title: `${team.name} يتعاقد مع ${player.name}`,
    excerpt: gendered(
      player.female,
      `ينضم ${player.name} إلى ${team.name} بصفته أحد لاعبَي الرقمين 12 و13.`,
      `تنضم ${player.name} إلى ${team.name} بصفتها إحدى لاعبتَي الرقمين 12 و13.`,
    ),
    intro: `أعلن ${team.name} التعاقد مع ${player.name}، ${role(player)} ${verb(player, 'كان', 'كانت')} بلا نادٍ${released ? `، ${verb(player, 'ليحلّ', 'لتحلّ')} مكان ${released.name}` : ''}.`,
    body: gendered(
      female,
      'لاعبو البطاقة الحرة هم من يختارهم كل رئيس خارج الدرافت، وحسن اختيارهم قد يغيّر موسمًا كاملًا.',
      'لاعبات البطاقة الحرة هن من تختارهن كل رئيسة خارج الدرافت، وحسن اختيارهن قد يغيّر موسمًا كاملًا.',
    ),
    listTitle: 'ماذا تضيف الصفقة',
    list: ['خبرة في المباريات الكبيرة', 'سرعة في الهجمات المرتدة', 'تسديد من بعيد'],
    quote: `${gendered(female, 'اتصل بي الرئيس', 'اتصلت بي الرئيسة')} فوافقت على الفور.`,
    quoteBy: player.name,
    closing: `بإمكان ${player.name} خوض ${verb(player, 'أول مباراة له', 'أول مباراة لها')} في الجولة المقبلة.`,
    imageAlt: `${player.name} بقميص ${team.name}`,
    caption: `${player.name}، الصفقة الجديدة لفريق ${team.name}.`,
    label: player.name,
  }),

  draft: ({ picks: list, total, league, female }) => {
    const [first] = list;
    return {
      title: first ? `درافت ${league}: ${first.team.name} يختار ${first.player.name} في الاختيار الأول` : `درافت ${league}: جميع الاختيارات`,
      excerpt: `${picks(total)} وبعض المفاجآت: هكذا جرى الدرافت.`,
      intro: first
        ? `افتتح ${first.team.name} الدرافت باختيار ${first.player.name}، ${role(first.player)} ${verb(first.player, 'أراده', 'أرادها')} ${gendered(female, 'جميع الرؤساء', 'جميع الرئيسات')}.`
        : 'انتهى الدرافت.',
      body: `كان لكل ${gendered(female, 'رئيس', 'رئيسة')} دقيقة واحدة لكل اختيار، ونظام الثعبان جعل صاحب آخر اختيار في كل دور صاحبَ أول اختيار في الدور التالي.`,
      listTitle: 'الاختيارات الأولى',
      list: list.map((pick) => `${pick.order}. ${pick.player.name} (${role(pick.player)})، ${pick.team.name}`),
      quote: 'كانت لدينا قائمة، وكان الاسم الأول لا يزال متاحًا.',
      quoteBy: first?.team.name ?? league,
      closing: `${gendered(female, 'اختير البدلاء', 'اختيرت البديلات')} في نهاية الليلة، والقائمة الكاملة في قسم الدرافت.`,
      imageAlt: `${gendered(female, 'الرؤساء', 'الرئيسات')} على منصة الدرافت`,
      caption: `ليلة درافت ${league}.`,
      label: first ? `#1 ${first.player.name}` : 'الدرافت',
    };
  },

  steal: ({ pick, rating, female }) => ({
    title: `صفقة الدرافت الرابحة: ${pick.player.name} في الاختيار رقم ${pick.order}`,
    excerpt: `بتقييم ${rating}، ${verb(pick.player, 'كان', 'كانت')} ${pick.player.name} ${verb(pick.player, 'لا يزال متاحًا', 'لا تزال متاحة')} في الدور ${pick.round} من الدرافت، ولم يتردد ${pick.team.name}.`,
    intro: `${verb(pick.player, 'انتقل', 'انتقلت')} ${pick.player.name} إلى ${pick.team.name} بالاختيار رقم ${pick.order} في الدور ${pick.round}، رغم تقييم ${rating} على ${verb(pick.player, 'بطاقته', 'بطاقتها')}.`,
    body: `بينما كان ${gendered(female, 'رؤساء آخرون يسدّون', 'رئيسات أخريات يسددن')} المراكز الشاغرة، عقد الكشافون الذين نظروا إلى المستوى لا إلى الاحتياجات صفقة الليلة.`,
    listTitle: 'لماذا هي صفقة رابحة',
    list: [`تقييم ${rating} على البطاقة`, `الاختيار رقم ${pick.order}، الدور ${pick.round}`, `${role(pick.player)} ${verb(pick.player, 'يناسب', 'تناسب')} خطة الفريق`],
    quote: 'شكك البعض فيّ، وأنا هنا لأثبت لهم أنهم كانوا مخطئين.',
    quoteBy: pick.player.name,
    closing: 'سنتابع عن كثب أداء أصحاب الاختيارات المتأخرة خلال المرحلة.',
    imageAlt: `${pick.player.name} بقميص ${pick.team.name}`,
    caption: `${pick.player.name}، ${verb(pick.player, 'صاحب', 'صاحبة')} الاختيار رقم ${pick.order} في الدرافت.`,
    label: `#${pick.order}`,
  }),

  president: (f) => {
    const boss = f.president;
    return {
      title: `${boss.name}: «${f.team.name} يريد المنافسة حتى النهاية»`,
      excerpt: `${verb(boss, 'رئيس', 'رئيسة')} ${f.team.name} ${verb(boss, 'يتحدث', 'تتحدث')} عن المرحلة والترتيب وغرفة الملابس.`,
      intro: `${verb(boss, 'يقود', 'تقود')} ${boss.name} فريق ${f.team.name} منذ اليوم الأول، ويحتل الفريق المركز ${ordinal(f.rank)} برصيد ${points(f.points)} من ${matches(f.played)}.`,
      body: f.last
        ? `وانتهت آخر مبارياته بنتيجة ${f.last.scored}-${f.last.conceded} أمام ${f.last.opponent.name}، ${f.last.won ? 'في فوز' : 'في خسارة'}${f.last.shootout ? ' بركلات الترجيح' : ''} ${verb(boss, 'يقول الرئيس', 'تقول الرئيسة')} إن الفريق تعلّم ${f.last.won ? 'منه' : 'منها'} الكثير.`
        : `${verb(boss, 'ويرى الرئيس', 'وترى الرئيسة')} أن التشكيلة تتطور مع كل مباراة.`,
      listTitle: 'ثلاثة أشياء تعلمناها',
      list: [
        `${wins(f.won)} حتى الآن في هذه المرحلة`,
        `${verb(boss, 'ركلة جزاء الرئيس', 'ركلة جزاء الرئيسة')} يُتدرَّب عليها كل أسبوع`,
        'بطاقات السلاح السري تُقرَّر بالتنسيق مع الجهاز الفني',
      ],
      quote: 'لا أريد فريقًا خائفًا، أريد فريقًا يبادر بالهجوم.',
      quoteBy: boss.name,
      closing: `يعود ${f.team.name} إلى الملعب في الجولة المقبلة.`,
      imageAlt: `${boss.name}، ${verb(boss, 'رئيس', 'رئيسة')} ${f.team.name}`,
      caption: `${boss.name} في مركز تدريب ${f.team.name}.`,
      label: boss.name,
    };
  },
};
