// The media accreditation page in English: who may apply, by when, and the rules on the day.
import type { AccreditationText, PageWriter } from '../types';

export const EN: PageWriter<AccreditationText> = ({ league, links, accreditationDeadlineHours: hours }) => ({
  title: 'Media accreditation',
  excerpt: `How journalists, photographers and content creators apply to cover a ${league} matchday.`,
  intro: `The ${league} welcomes the media at every matchday. Accreditation is personal, free and granted for one matchday at a time, within the space available in the press area.`,
  sections: {
    'who-can-apply': {
      heading: 'Who can apply',
      blocks: [
        {
          list: [
            'Journalists working for a newspaper, radio, television station or news website.',
            'Photographers and camera operators on assignment for a media outlet or agency.',
            'Content creators who cover football or the league regularly, with an audience of at least 10,000 followers on one platform.',
          ],
        },
        { p: 'Each person applies separately, stating the outlet or channel and the coverage planned. The league replies to every application by email and may limit the number of places per outlet.' },
      ],
    },
    deadline: {
      heading: 'Deadline',
      blocks: [
        { p: `Applications close ${hours} hours before the first kick-off of the matchday. Later applications are not considered. For the playoff and the final the league may announce earlier deadlines in its official communications.` },
      ],
    },
    'on-the-day': {
      heading: 'On the day',
      blocks: [
        {
          list: [
            'The confirmation email with your QR code.',
            'An official photo ID: identity card, passport or driving licence.',
            'Your press card, or a letter from your outlet, if you have one.',
          ],
        },
        { p: 'Collect your pass at the press desk, which opens ninety minutes before the first match. Passes are not sent by post and cannot be collected by anyone else.' },
      ],
    },
    conduct: {
      heading: 'Conduct',
      blocks: [
        {
          list: [
            'Wear your pass where it can be seen at all times and stay in the areas it covers.',
            'No flash photography and no drones.',
            'Interviews take place in the mixed zone after each match, with the press officer’s permission.',
            'Matches may not be streamed live from the venue; clips of up to sixty seconds may be published after each match.',
          ],
        },
        { p: 'Breaking these rules means the pass is withdrawn at once, and future applications may be refused.' },
      ],
    },
  },
  apply: { label: 'Apply for accreditation', href: links.accreditationForm },
});
