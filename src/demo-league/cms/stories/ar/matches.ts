// تقارير المباريات وتقديم الجولات وملخصات الفيديو، بالعربية.
import { gendered } from '../grammar';
import type { GoalFact, StoryWriters } from '../types';
import { goals, matches, ordinal, points } from './numbers';

const score = (a: number, b: number) => `${a}-${b}`;

function goalLine(goal: GoalFact): string {
  const how = {
    goal: '',
    double: ' - هدف مزدوج',
    penalty: ' - من ركلة جزاء',
    president: gendered(goal.scorer.female, ' - ركلة جزاء الرئيس', ' - ركلة جزاء الرئيسة'),
  }[goal.kind];
  return `الدقيقة ${goal.minute}: ${goal.scorer.name}، ${goal.team.name}${how}`;
}

export const AR_MATCHES: Pick<StoryWriters, 'report' | 'preview' | 'highlights'> = {
  report: (f) => {
    const result = score(f.homeScore, f.awayScore);
    const won = score(f.winnerGoals, f.loserGoals);
    const pens = f.shootout ? score(Math.max(f.shootout.home, f.shootout.away), Math.min(f.shootout.home, f.shootout.away)) : '';
    const titles = [
      `تقرير الجولة ${f.turn}: ${f.home.name} ضد ${f.away.name} (${result}${f.shootout ? `، وركلات الترجيح ${score(f.shootout.home, f.shootout.away)}` : ''})`,
      f.shootout ? `${f.winner.name} يتفوق على ${f.loser.name} بركلات الترجيح` : `${f.winner.name} يفوز على ${f.loser.name} ${won} في الجولة ${f.turn}`,
      `ملخص مباراة ${f.home.name} و ${f.away.name} في الجولة ${f.turn}`,
    ];
    const intros = {
      shootout: `لم تكفِ أربعون دقيقة للفصل بين ${f.home.name} و ${f.away.name} (${result})، فاحتكم الفريقان إلى ركلات الترجيح، وكان ${f.winner.name} الأهدأ أعصابًا ليفوز بها ${pens}.`,
      comeback: `تأخر ${f.winner.name} في الشوط الأول، لكنه قلب الطاولة وفاز على ${f.loser.name} بنتيجة ${won}، في عودة تساوي ذهبًا.`,
      rout: `اكتسح ${f.winner.name} منافسه ${f.loser.name} بنتيجة ${won}، وكان بإمكانه أن يخرج بنتيجة أكبر.`,
      narrow: `تغلب ${f.winner.name} على ${f.loser.name} بفارق هدف واحد (${won}) في مباراة بقيت مفتوحة حتى صافرة النهاية.`,
      win: `فاز ${f.winner.name} على ${f.loser.name} بنتيجة ${won} ولم يفقد السيطرة على المباراة في أي لحظة.`,
    };
    const first = f.goals[0];
    const penalty = f.presidentPenalty;
    const body = [
      `انتهى الشوط الأول بنتيجة ${score(f.halfTime.home, f.halfTime.away)}.`,
      first ? `${gendered(first.scorer.female, 'وافتتح', 'وافتتحت')} ${first.scorer.name} التسجيل في الدقيقة ${first.minute}.` : 'ولم تهتز الشباك في الوقت الأصلي.',
      f.dice ? `وفي الدقيقة ${f.dice.minute}، قرر النرد أن تصبح المواجهة ${f.dice.players} ضد ${f.dice.players}، فانفتح الملعب.` : '',
      penalty
        ? gendered(
            penalty.president.female,
            `وتقدم ${penalty.president.name}، رئيس فريق ${penalty.team.name}، لتنفيذ ركلة جزاء الرئيس ${penalty.scored ? 'ونجح في تسجيلها' : 'لكنه أضاعها'}.`,
            `وتقدمت ${penalty.president.name}، رئيسة فريق ${penalty.team.name}، لتنفيذ ركلة جزاء الرئيسة ${penalty.scored ? 'ونجحت في تسجيلها' : 'لكنها أضاعتها'}.`,
          )
        : '',
    ].filter(Boolean).join(' ');
    return {
      title: titles[f.variant % titles.length]!,
      excerpt: f.mvp
        ? `${gendered(f.mvp.female, 'اختير', 'اختيرت')} ${f.mvp.name} ${gendered(f.mvp.female, 'أفضل لاعب', 'أفضل لاعبة')} في مباراة ${f.home.name} و ${f.away.name} ضمن الجولة ${f.turn}، والتي فاز بها ${f.winner.name}.`
        : `فاز ${f.winner.name} على ${f.loser.name} في الجولة ${f.turn} من ${f.league}.`,
      intro: intros[f.shape],
      body,
      listTitle: 'الأهداف',
      list: f.goals.length > 0 ? f.goals.map(goalLine) : ['لا أهداف في الوقت الأصلي'],
      quote: f.shape === 'shootout'
        ? 'ركلات الترجيح يانصيب حتى يحين دورك في التسديد. تدربنا عليها طوال الأسبوع.'
        : 'التزمنا بالخطة من الدقيقة الأولى حتى الأخيرة، وجاءت الأهداف.',
      quoteBy: f.voice?.name ?? f.winner.name,
      closing: `ورفع ${f.winner.name} رصيده إلى ${points(f.winnerPoints)}، ليحتل المركز ${ordinal(f.winnerRank)} في الترتيب.`,
      imageAlt: `${f.home.name} ضد ${f.away.name} في الجولة ${f.turn}`,
      caption: `لقطة من مباراة ${f.home.name} و ${f.away.name} في الجولة ${f.turn}.`,
      label: result,
    };
  },

  preview: (f) => ({
    title: `تقديم الجولة ${f.turn}: قمة ${f.headline.home.name} و ${f.headline.away.name} تتصدر المشهد`,
    excerpt: `${matches(f.fixtures.length)} وقمة واحدة: كل ما تحتاج إلى معرفته قبل الجولة ${f.turn} من ${f.league}.`,
    intro: f.leader
      ? `يدخل ${f.leader.team.name} الجولة ${f.turn} متصدرًا برصيد ${points(f.leader.points)}، لكن لا شيء محسوم بعد.`
      : `تنطلق ${f.league}، وقد تحددت مواعيد مباريات الجولة الأولى.`,
    body: `تتجه الأنظار إلى مواجهة ${f.headline.home.name} و ${f.headline.away.name}.${
      f.topScorer
        ? ` ${gendered(f.topScorer.player.female, 'ويدخل', 'وتدخل')} ${f.topScorer.player.name} (${f.topScorer.team.name}) الجولة ${gendered(f.topScorer.player.female, 'متصدرًا', 'متصدرةً')} لترتيب الهدافين برصيد ${goals(f.topScorer.goals, true)}.`
        : ''
    }`,
    listTitle: `مباريات الجولة ${f.turn}`,
    list: f.fixtures.map((fixture) => `${fixture.kickoff}: ${fixture.home.name} ضد ${fixture.away.name}`),
    quote: 'لا توجد مباريات سهلة في هذه البطولة. شوطان من عشرين دقيقة يمرّان في لمح البصر.',
    quoteBy: f.topScorer?.player.name ?? f.headline.home.name,
    closing: 'تُنقل جميع المباريات مباشرة عبر القنوات الرسمية للبطولة.',
    imageAlt: `${f.headline.home.name} و ${f.headline.away.name} قبل الجولة ${f.turn}`,
    caption: `${f.headline.home.name} ضد ${f.headline.away.name}، قمة الجولة ${f.turn}.`,
    label: `الجولة ${f.turn}`,
  }),

  highlights: (f) => {
    const best = `${f.best.home.name} ${score(f.best.homeScore, f.best.awayScore)} ${f.best.away.name}`;
    const shootouts = f.shootouts === 0 ? '' : f.shootouts === 1 ? '، ومباراة حُسمت بركلات الترجيح' : '، وعدة مباريات حُسمت بركلات الترجيح';
    return {
      title: `فيديو: أفضل لقطات الجولة ${f.turn}`,
      excerpt: `شهدت الجولة ${f.turn} تسجيل ${goals(f.goals, true)}${shootouts}. إليكم أبرز لقطاتها وأفضل لاعب فيها في الملخص الرسمي.`,
      intro: `شهدت الجولة ${f.turn} تسجيل ${goals(f.goals, true)}، وكانت أمتع مبارياتها مواجهة ${f.best.home.name} و ${f.best.away.name} التي انتهت ${score(f.best.homeScore, f.best.awayScore)}.`,
      body: f.mvp
        ? `${gendered(f.mvp.female, 'واختير', 'واختيرت')} ${f.mvp.name} (${f.mvp.team.name}) ${gendered(f.mvp.female, 'أفضل لاعب', 'أفضل لاعبة')} في الجولة.`
        : 'سيُعلن عن أفضل لاعب في الجولة عبر قنوات البطولة.',
      listTitle: 'في الفيديو',
      list: [best, 'أجمل تصديات الجولة', 'الأهداف المزدوجة في الدقيقتين الأخيرتين'],
      quote: 'كلما أعدت مشاهدته لا أصدق أنه دخل المرمى.',
      quoteBy: f.mvp?.name ?? f.best.home.name,
      closing: `صوّت لأجمل هدف في الجولة ${f.turn} عبر قنوات البطولة.`,
      imageAlt: `احتفال بهدف في الجولة ${f.turn}`,
      caption: `أفضل لقطات الجولة ${f.turn} من ${f.league}.`,
      label: score(f.best.homeScore, f.best.awayScore),
    };
  },
};
