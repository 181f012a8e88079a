// The clubs the demo news writes about, per edition and region (invented names, in the region's own style).
import type { EditionId } from '../../config/editions';

const CLUBS = ['Centellas FC', 'Toros de Anáhuac', 'Lupi di Roma', 'Tubarões FC', 'Les Comètes', 'Berliner Blitz', 'Saqour FC', 'Kraken Madrid'];

export const DEMO_TEAMS: Readonly<Record<EditionId, Readonly<Record<string, readonly string[]>>>> = {
  kings: {
    espana: ['Centellas FC', 'Barrio Alto', 'Troncos del Norte', 'Jabalíes FC', 'Relámpago CF', 'Kraken Madrid', 'Cóndores FC', 'Ultramarinos FC'],
    americas: ['Toros de Anáhuac', 'Jaguares Urbanos', 'Los Volcanes', 'Piratas del Pacífico', 'Águilas Norteñas', 'Mariachis FC', 'Colibríes FC', 'Tiburones Reyes'],
    italia: ['Lupi di Roma', 'Stelle Milano', 'Vesuvio FC', 'Gondolieri', 'Falchi Torino', 'Titani Napoli', 'Squali FC', 'Leoni del Nord'],
    brazil: ['Tubarões FC', 'Onças do Morro', 'Capivaras FC', 'Furacão da Vila', 'Cangaceiros', 'Tucanos FC', 'Sereias do Rio', 'Raio Paulista'],
    france: ['Les Comètes', 'Loups de Paris', 'Mistral Marseille', 'Coqs Dorés', 'Lions de Lyon', 'Phénix FC', 'Corsaires FC', 'Tonnerre Lillois'],
    germany: ['Berliner Blitz', 'Hamburg Haie', 'Adler München', 'Rhein Raketen', 'Kölner Kometen', 'Wölfe FC', 'Stuttgart Stürmer', 'Nordlichter'],
    mena: ['صقور الصحراء', 'نجوم الخليج', 'أسود الأطلس', 'نسور النيل', 'فرسان دبي', 'ذئاب الرياض', 'برق الدوحة', 'قراصنة البحر'],
    'world-cup': CLUBS,
    'kwc-nations': ['Argentina', 'Colombia', 'Chile', 'Uruguay', 'Venezuela', 'Paraguay', 'Ecuador', 'Bolivia'],
    'king-of-kings': CLUBS,
  },
  queens: {
    espana: ['Centellas Queens', 'Las Troncas', 'Barrio Alto Queens', 'Relámpago Queens', 'Jabalinas FC', 'Kraken Queens', 'Cóndores Queens', 'Ultramarinas FC'],
    americas: ['Jaguaras FC', 'Las Volcánicas', 'Águilas Queens', 'Piratas Queens', 'Colibríes Queens', 'Toras de Anáhuac', 'Tiburonas FC', 'Las Mariachis'],
  },
};

/** A region's clubs; a region missing from the table borrows the world cup's. */
export function getDemoTeams(edition: EditionId, regionSlug: string): readonly string[] {
  return DEMO_TEAMS[edition][regionSlug] ?? CLUBS;
}
