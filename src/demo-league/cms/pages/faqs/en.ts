// The FAQs in English: what fans ask before a matchday.
import type { FaqText, PageWriter } from '../types';

export const EN: PageWriter<FaqText> = ({ league, links, accreditationDeadlineHours: hours }) => ({
  title: 'Frequently asked questions',
  excerpt: `Tickets, rules, broadcasts, the draft and the venue: the answers fans of the ${league} ask for most.`,
  intro: `Everything you need to know before a ${league} matchday. If your question is not here, write to us through the Contact page.`,
  items: {
    tickets: {
      question: 'How do I buy tickets?',
      answer: 'Tickets for each matchday go on sale on the official ticket site about two weeks in advance, and are sent to your phone. Buy only there: tickets bought from resellers may be cancelled without a refund.',
      ...(links.tickets ? { link: { label: 'Buy tickets', href: links.tickets } } : {}),
    },
    'match-format': {
      question: 'How does a match work?',
      answer: 'Seven against seven, two halves of twenty minutes and no draws. The match starts one against one, the dice change the number of players in the second half, goals count double in the last two minutes of each half, and every team has a secret weapon and a president’s penalty. The Regulation page explains it all.',
    },
    'where-to-watch': {
      question: 'Where can I watch the matches?',
      answer: 'Every match is streamed live and free on the league’s Twitch and YouTube channels, and on the presidents’ own channels. Goals and highlights follow on TikTok, Instagram and X.',
      ...(links.watch ? { link: { label: 'Watch on Twitch', href: links.watch } } : {}),
    },
    draft: {
      question: 'How does the draft work?',
      answer: 'Before the season the presidents pick their players in turn from the draft pool, in an order set by a draw and by the previous table. Anyone of age can sign up for the draft while registration is open; the best performers at the trials make the final pool.',
    },
    wildcards: {
      question: 'Who are the “12-13” players?',
      answer: 'Each team completes its squad with two wildcards, the “12-13”, signed freely by the club: often former professionals or well-known names. They can be changed during the season in the windows the league announces.',
    },
    'media-accreditation': {
      question: 'How do I get a media accreditation?',
      answer: `Journalists, photographers and content creators apply on the Media accreditation page, one application per person and matchday. Applications close ${hours} hours before the first match of the matchday.`,
    },
    store: {
      question: 'Where can I buy the shirts?',
      answer: 'Every team’s official shirt and merchandise are on sale in the league’s online store, and at the store stand at the venue on matchdays.',
      link: { label: 'Go to the store', href: links.store },
    },
    children: {
      question: 'Do children need a ticket?',
      answer: 'Children under three go in free, on an adult’s lap and without a seat of their own. From the age of three everyone needs a ticket, and under-16s must be accompanied by an adult.',
    },
    accessibility: {
      question: 'Is the venue accessible?',
      answer: 'Yes. There are spaces for wheelchair users with a seat for a companion, accessible toilets and step-free access from the entrance. Choose the accessible area when you buy your tickets, or ask us through the Contact page and we will book it for you.',
    },
    'doors-and-bags': {
      question: 'When do the doors open, and what can I bring?',
      answer: 'Doors open an hour before the first match of the day. Bags larger than A4, glass, cans, flags on poles and professional cameras without an accreditation are not allowed in. Re-entry is not possible once you leave.',
    },
  },
});
