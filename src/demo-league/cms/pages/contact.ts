// The contact page's introduction in every site language; the channels themselves come from the site's config.
import type { LocaleCode } from '../../../config/locales';
import type { ContactText, PageWriter } from './types';

export const CONTACT: Readonly<Record<LocaleCode, PageWriter<ContactText>>> = {
  ar: ({ league }) => ({
    title: 'اتصل بنا',
    excerpt: `كيف تتواصل مع ${league}.`,
    intro: [
      `هل لديك سؤال عن التذاكر أو المتجر أو الدرافت أو عن ${league} عموماً؟ راسلنا عبر أي من القنوات الواردة في هذه الصفحة، وسيرد عليك فريق خدمة المشجعين خلال يومي عمل.`,
      'أما الصحفيون وصنّاع المحتوى فيقدمون طلباتهم عبر صفحة اعتماد الإعلاميين، في حين يتواصل الشركاء والعلامات التجارية مع قسم الشراكات.',
    ],
  }),
  de: ({ league }) => ({
    title: 'Kontakt',
    excerpt: `So erreichst du die ${league}.`,
    intro: [
      `Du hast eine Frage zu Tickets, zum Shop, zum Draft oder allgemein zur ${league}? Schreib uns über einen der Kanäle auf dieser Seite – das Fan-Service-Team antwortet innerhalb von zwei Werktagen.`,
      'Journalisten und Content Creator wenden sich bitte über die Seite „Medienakkreditierung“ an uns, Partner und Marken an unser Partnerschaftsteam.',
    ],
  }),
  en: ({ league }) => ({
    title: 'Contact',
    excerpt: `How to reach the ${league}.`,
    intro: [
      `A question about tickets, the store, the draft or the ${league} in general? Write to us through any of the channels on this page and our fan service team will answer within two working days.`,
      'Journalists and content creators should apply through the Media accreditation page; partners and brands, through our partnerships team.',
    ],
  }),
  es: ({ league }) => ({
    title: 'Contacto',
    excerpt: `Cómo ponerte en contacto con la ${league}.`,
    intro: [
      `¿Tienes una pregunta sobre las entradas, la tienda, el draft o la ${league} en general? Escríbenos por cualquiera de los canales de esta página y nuestro equipo de atención al aficionado te responderá en un plazo de dos días laborables.`,
      'Periodistas y creadores de contenido, a través de la página de acreditación de medios; patrocinadores y marcas, a través de nuestro equipo de partnerships.',
    ],
  }),
  fr: ({ league }) => ({
    title: 'Nous contacter',
    excerpt: `Comment joindre la ${league}.`,
    intro: [
      `Une question sur la billetterie, la boutique, la draft ou la ${league} en général ? Écrivez-nous via l’un des canaux de cette page : notre service supporters vous répondra sous deux jours ouvrés.`,
      'Les journalistes et créateurs de contenu passent par la page Accréditation médias ; les partenaires et les marques, par notre équipe partenariats.',
    ],
  }),
  it: ({ league }) => ({
    title: 'Contatti',
    excerpt: `Come contattare la ${league}.`,
    intro: [
      `Hai una domanda su biglietti, store, draft o sulla ${league} in generale? Scrivici tramite uno dei canali di questa pagina: il nostro servizio tifosi ti risponderà entro due giorni lavorativi.`,
      'Giornalisti e content creator possono fare richiesta dalla pagina degli accrediti stampa; partner e brand possono rivolgersi al nostro team partnership.',
    ],
  }),
  pt: ({ league }) => ({
    title: 'Contato',
    excerpt: `Como falar com a ${league}.`,
    intro: [
      `Tem alguma dúvida sobre ingressos, a loja, o draft ou a ${league} em geral? Escreva para a gente por qualquer um dos canais desta página, e nossa equipe de atendimento ao torcedor responde em até dois dias úteis.`,
      'Jornalistas e criadores de conteúdo devem usar a página de credenciamento de imprensa; parceiros e marcas, o nosso time de parcerias.',
    ],
  }),
};
